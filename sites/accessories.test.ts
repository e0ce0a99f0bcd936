import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { loadSiteAccessories, modelRangeProblems, parseModelAccessories } from "./accessories.ts";

const file = (front: string, body = "Fitted by our technicians.") => `---\n${front}\n---\n${body}\n`;
const head = "make: Toyota\nmodel: Corolla\ndescription: Genuine accessories for the Corolla, with fitted prices.";
const towbar = "  - id: towbar\n    name: Towbar\n    price: 1290\n    description: A towbar with a 50 mm ball and wiring harness.\n    illustration: towbar";

describe("accessories per model", () => {
  it("reads a model's accessories; the file name is the model's slug and the page's address", () => {
    const { model, problems } = parseModelAccessories("sites/x/accessories/corolla.md", file(`${head}\naccessories:\n${towbar}`));
    expect(problems).toEqual([]);
    expect(model).toMatchObject({ slug: "corolla", path: "/corolla/accessories", make: "Toyota", model: "Corolla", html: "<p>Fitted by our technicians.</p>" });
    expect(model?.accessories).toEqual([{ id: "towbar", name: "Towbar", price: 1290, partNumber: null, description: "A towbar with a 50 mm ball and wiring harness.", illustration: "towbar", photo: null }]);
  });

  it("names the file and the field of a bad accessory", () => {
    const bad = (line: string) => parseModelAccessories("sites/x/accessories/corolla.md", file(`${head}\naccessories:\n${towbar.replace(/^ {4}price: 1290$/m, line)}`)).problems;
    expect(bad("    price: 0")).toEqual(['sites/x/accessories/corolla.md: field "accessories.0.price": give a price above 0']);
    expect(bad("    price: 12.5")).toEqual(['sites/x/accessories/corolla.md: field "accessories.0.price": write the price in whole dollars, e.g. 549']);
    expect(bad("    price: 1290\n    colour: red")[0]).toMatch(/field "accessories\.0": unknown field\(s\) "colour"/);
    expect(bad("    price: 1290\n    photo: /img/towbar.jpg")).toEqual([
      'sites/x/accessories/corolla.md: field "accessories.0.illustration": give the accessory a picture: either illustration (one of the drawings) or photo (a path on this site), not both',
    ]);
    expect(parseModelAccessories("sites/x/accessories/corolla.md", file(`${head}\naccessories:\n${towbar.replace("illustration: towbar", "illustration: spoiler")}`)).problems[0]).toMatch(
      /^sites\/x\/accessories\/corolla\.md: field "accessories\.0\.illustration": Invalid option/,
    );
    expect(parseModelAccessories("sites/x/accessories/corolla.md", file(`${head}\naccessories: []`)).problems[0]).toMatch(/field "accessories": list at least one accessory/);
    expect(parseModelAccessories("sites/x/accessories/corolla.md", file(`${head}\naccessories:\n${towbar}\n${towbar}`)).problems).toEqual([
      'sites/x/accessories/corolla.md: field "accessories.1.id": "towbar" is already the id of another accessory in this file; give each its own id',
    ]);
  });

  it("refuses a file whose name is not the model's slug", () => {
    expect(parseModelAccessories("sites/x/accessories/corola.md", file(`${head}\naccessories:\n${towbar}`)).problems).toEqual([
      'sites/x/accessories/corola.md: field "model": the file name makes the address /corola/accessories but "Corolla" is /corolla; rename the file to corolla.md',
    ]);
  });

  it("names a file whose model is not in the site's model range", () => {
    const { model } = parseModelAccessories("sites/x/accessories/corolla.md", file(`${head}\naccessories:\n${towbar}`));
    const range = [
      { make: "Toyota", name: "Corolla" },
      { make: "Toyota", name: "HiLux" },
    ];
    expect(modelRangeProblems([model!], range, ["toyota"])).toEqual([]);
    expect(modelRangeProblems([model!], [{ make: "Toyota", name: "HiLux" }], ["toyota"])).toEqual([
      'sites/x/accessories/corolla.md: field "model": "Toyota Corolla" is not in the site\'s model range (features.modelRange: toyota); use one of: HiLux',
    ]);
    expect(modelRangeProblems([model!], [], [])[0]).toMatch(/features\.modelRange is empty/);
  });

  it("loads the demo sites: the franchise site has accessories for its range, the others none", () => {
    const bySite = loadSiteAccessories(fileURLToPath(new URL(".", import.meta.url)), ["harbour-motor-group", "harbour-toyota", "harbour-used"]);
    expect(bySite.get("harbour-motor-group")).toEqual([]);
    expect(bySite.get("harbour-used")).toEqual([]);
    const toyota = bySite.get("harbour-toyota")!;
    expect(toyota.map((m) => m.slug)).toContain("corolla");
    expect(toyota.length).toBeGreaterThanOrEqual(15);
    expect(toyota.every((m) => m.make === "Toyota" && m.accessories.length >= 3)).toBe(true);
  });
});
