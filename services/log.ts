// Plain structured-enough logging: one line per event, silent under LOG_LEVEL=silent.
const level = process.env.LOG_LEVEL ?? "info";
export const log = {
  info: (...args: unknown[]) => {
    if (level !== "silent") console.log(...args);
  },
  debug: (...args: unknown[]) => {
    if (level === "debug") console.log(...args);
  },
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};
