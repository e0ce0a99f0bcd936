// The model range page, /models?body={body} (detail §2: "body name lowercase,
// spaces as hyphens"): which body a request names, and the bodies on offer.
import { slugify } from "../slug.ts";

/** "People Mover" → "people-mover". */
export const bodyParam = (body: string) => body.trim().toLowerCase().replace(/\s+/g, "-");

export type BodyChoice = { kind: "all" } | { kind: "body"; body: string } | { kind: "unknown" } | { kind: "malformed" };

/**
 * What ?body= asks for, among the bodies of the range: none or empty is every
 * model; a body of the range (any case) is that body; a well-formed body the
 * range lacks is unknown (a 404); anything else is malformed (a 400).
 */
export function chooseBody(raw: string | null, bodies: readonly string[]): BodyChoice {
  if (raw === null || raw.trim() === "") return { kind: "all" };
  if (raw.length > 40 || !/^[a-z0-9]+(?:[- ][a-z0-9]+)*$/i.test(raw.trim())) return { kind: "malformed" };
  const wanted = bodyParam(raw);
  const body = bodies.find((b) => bodyParam(b) === wanted);
  return body ? { kind: "body", body } : { kind: "unknown" };
}

/** Where a model's tile goes: its own address when the catalogue sets one on this site, else its stock listing. */
export function modelTileHref(prefix: string, model: { make: string; name: string; overrideUrl: string | null }): string {
  if (model.overrideUrl && /^\/(?!\/)/.test(model.overrideUrl)) return model.overrideUrl;
  return `${prefix}/${slugify(model.make)}/${slugify(model.name)}`;
}
