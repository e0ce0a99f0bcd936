// A site's genuine accessories per model (issue #13, /{model slug}/accessories):
// one Markdown file per model with front matter in sites/{slug}/accessories/,
// named by the model's slug (corolla.md, landcruiser-300.md). Read, validated
// and rendered once at start-up like the pages (sites/content.ts): a bad file
// stops start-up with a message naming the file and the field. That the model
// is one of the site's model range is checked against the catalogue when the
// server starts (modelRangeProblems), since the catalogue is in the database.
import { z } from "zod";
import { slugify } from "../domain/slug.ts";
import { fieldProblems, readFrontMatter, readSiteMarkdown, renderContentMarkdown } from "./content.ts";
import { SiteConfigError } from "./load.ts";

/** The drawings an accessory may show when the dealer has no photo (drawn by app/components/content/accessory-illustration.tsx). */
export const ACCESSORY_ILLUSTRATIONS = [
  "roof-racks",
  "floor-mats",
  "cargo-liner",
  "towbar",
  "weathershields",
  "bonnet-protector",
  "mud-flaps",
  "nudge-bar",
  "tonneau-cover",
  "seat-covers",
  "dash-camera",
  "alloy-wheels",
] as const;
export type AccessoryIllustration = (typeof ACCESSORY_ILLUSTRATIONS)[number];

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const accessory = z
  .object({
    /** Names the accessory in its enquiry link (?accessory={id}); lowercase words and hyphens, unique in the file. */
    id: z.string().regex(ID, "use lowercase words and hyphens, e.g. roof-racks"),
    name: z.string().min(1, "name the accessory").max(80, "keep the name under 80 characters"),
    /** Fitted price in whole dollars, GST included; 0 is not a price (leave the accessory out or ask for a quote in the text). */
    price: z.number().int("write the price in whole dollars, e.g. 549").positive("give a price above 0").max(100_000, "a price above $100,000 is not an accessory"),
    partNumber: z.string().regex(/^[A-Z0-9][A-Z0-9-]{3,24}$/, "write the part number in capitals, digits and hyphens, e.g. PZ403-B2640").optional(),
    description: z.string().min(20, "describe the accessory in a sentence (20 characters or more)").max(400, "keep the description under 400 characters"),
    /** A drawing of the kind of accessory, marked as an illustration on the page. */
    illustration: z.enum(ACCESSORY_ILLUSTRATIONS).optional(),
    /** Or a photo on this site. */
    photo: z.string().regex(/^\/[^\s]*$/, "use an image path on this site, starting with /").optional(),
  })
  .strict()
  .refine((a) => (a.illustration ? 1 : 0) + (a.photo ? 1 : 0) === 1, { message: "give the accessory a picture: either illustration (one of the drawings) or photo (a path on this site), not both", path: ["illustration"] });

const frontMatter = z
  .object({
    /** The make, as the model catalogue names it (Toyota). */
    make: z.string().min(1, "name the make, e.g. Toyota"),
    /** The model, as the model catalogue names it (Corolla, LandCruiser 300); the file name is its slug. */
    model: z.string().min(1, "name the model, e.g. Corolla"),
    description: z.string().min(20, "describe the page in a sentence (20 characters or more) for search results").max(300, "keep the description under 300 characters"),
    accessories: z.array(accessory).min(1, "list at least one accessory, or remove the file so the model has no accessories page"),
  })
  .strict();

export interface Accessory {
  id: string;
  name: string;
  price: number;
  partNumber: string | null;
  description: string;
  illustration: AccessoryIllustration | null;
  photo: string | null;
}

export interface ModelAccessories {
  /** The model's slug (the file name): the page is /{slug}/accessories. */
  slug: string;
  path: string;
  make: string;
  model: string;
  description: string;
  /** Sanitised HTML of the Markdown body (an introduction; may be empty). */
  html: string;
  accessories: Accessory[];
  file: string;
}

/** Parses one model's file; returns it or the problems, each naming the file and the field. */
export function parseModelAccessories(file: string, text: string): { model?: ModelAccessories; problems: string[] } {
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  const parsed = readFrontMatter(file, text);
  if ("problem" in parsed) return { problems: [parsed.problem] };
  const result = frontMatter.safeParse(parsed.data);
  if (!result.success) return { problems: fieldProblems(file, result.error) };
  const data = result.data;
  const problems: string[] = [];
  if (slugify(data.model) !== slug) {
    problems.push(`${file}: field "model": the file name makes the address /${slug}/accessories but "${data.model}" is /${slugify(data.model)}; rename the file to ${slugify(data.model)}.md`);
  }
  const seen = new Set<string>();
  data.accessories.forEach((a, i) => {
    if (seen.has(a.id)) problems.push(`${file}: field "accessories.${i}.id": "${a.id}" is already the id of another accessory in this file; give each its own id`);
    seen.add(a.id);
  });
  if (problems.length) return { problems };
  return {
    model: {
      slug,
      path: `/${slug}/accessories`,
      make: data.make,
      model: data.model,
      description: data.description,
      html: renderContentMarkdown(parsed.content),
      accessories: data.accessories.map((a) => ({
        id: a.id,
        name: a.name,
        price: a.price,
        partNumber: a.partNumber ?? null,
        description: a.description,
        illustration: a.illustration ?? null,
        photo: a.photo ?? null,
      })),
      file,
    },
    problems: [],
  };
}

/** Every site's accessories by model, by site slug; throws SiteConfigError listing every problem. */
export function loadSiteAccessories(dir: string, siteSlugs: readonly string[]): Map<string, ModelAccessories[]> {
  const { bySite, problems } = readSiteMarkdown(dir, siteSlugs, "accessories", (file, text) => {
    const parsed = parseModelAccessories(file, text);
    return { value: parsed.model, problems: parsed.problems };
  });
  if (problems.length) throw new SiteConfigError(problems);
  return bySite;
}

/**
 * The files whose make and model are not a model of the site's range (the
 * catalogue's models of `features.modelRange`): a page for a model the site
 * does not sell would be linked from nowhere. One message per file, naming it.
 */
export function modelRangeProblems(models: readonly ModelAccessories[], range: readonly { make: string; name: string }[], makes: readonly string[]): string[] {
  const known = new Set(range.map((m) => `${m.make.toLowerCase()}/${m.name.toLowerCase()}`));
  const names = [...new Set(range.map((m) => m.name))].join(", ");
  return models
    .filter((m) => !known.has(`${m.make.toLowerCase()}/${m.model.toLowerCase()}`))
    .map((m) =>
      makes.length === 0
        ? `${m.file}: field "model": the site has no model range (features.modelRange is empty); add the make there or remove the file`
        : `${m.file}: field "model": "${m.make} ${m.model}" is not in the site's model range (features.modelRange: ${makes.join(", ")}); use one of: ${names}`,
    );
}
