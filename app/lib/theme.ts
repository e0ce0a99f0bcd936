import type { SiteTheme } from "../../sites/schema.ts";

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The site's theme tokens as CSS custom properties (--color-primary, --font-heading, --radius…). */
export function themeCss(theme: SiteTheme): string {
  const declarations = Object.entries(theme)
    .map(([key, value]) => `--${kebab(key)}:${String(value).replace(/[;{}<>]/g, "")}`)
    .join(";");
  return `:root{${declarations}}`;
}
