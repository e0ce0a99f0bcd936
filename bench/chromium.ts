// The system Chromium and the flags the browser tests launch it with
// (playwright.config.ts), shared by Lighthouse and the trace. The bench runs
// the full browser (as its earlier figures did) even where the tests run the
// headless shell, so it adds the headless flag the tests leave to the shell.
import playwrightConfig from "../playwright.config.ts";

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = (): string[] => {
  const args = [...(playwrightConfig.use?.launchOptions?.args ?? [])];
  const shell = chromiumPath().endsWith("headless-shell");
  return shell || args.some((arg) => arg.startsWith("--headless")) ? args : ["--headless=new", ...args];
};
