// The Chromium and the flags the browser tests launch (playwright.config.ts),
// shared by Lighthouse and the trace: Debian's headless shell when it is
// installed, else the full browser with the headless flag the tests leave to
// the shell. The full browser in `--headless=new` also runs its own UI
// renderers (a "WebUI Top Renderer" loading the omnibox popup), which on the
// one core the bench gives Chromium took as much CPU as the page itself
// (decision 0072).
import playwrightConfig from "../playwright.config.ts";

export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? playwrightConfig.use?.launchOptions?.executablePath ?? "/usr/bin/chromium";

export const chromiumArgs = (): string[] => {
  const args = [...(playwrightConfig.use?.launchOptions?.args ?? [])];
  const shell = chromiumPath().endsWith("headless-shell");
  return shell || args.some((arg) => arg.startsWith("--headless")) ? args : ["--headless=new", ...args];
};
