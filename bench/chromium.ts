// The system Chromium and the flags the browser tests launch it with
// (playwright.config.ts), shared by Lighthouse and the trace.
import playwrightConfig from "../playwright.config.ts";

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = (): string[] => [...(playwrightConfig.use?.launchOptions?.args ?? [])];
