// Every stylesheet of the app (about 10 KB gzipped in all), inlined in the
// <head> of each server-rendered page: nothing blocks the first paint on a
// stylesheet download, and client-side navigation never waits for one.
// Only the server build holds the text: in the browser build this is an empty
// string (the branch is dropped with its imports), and the <style> element the
// server wrote is kept as it is when React hydrates it (app/root.tsx).
// app.css comes first, as it did as a stylesheet link; page styles follow.
const sheets: Record<string, string> = import.meta.env.SSR
  ? import.meta.glob<string>("../styles/*.css", { query: "?inline", import: "default", eager: true })
  : {};

export const SITE_CSS: string = Object.keys(sheets)
  .sort((a, b) => Number(b.endsWith("/app.css")) - Number(a.endsWith("/app.css")) || a.localeCompare(b))
  .map((path) => sheets[path])
  .join("\n");
