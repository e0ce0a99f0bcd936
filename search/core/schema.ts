// What the engine is told about the records it holds: nothing in search/core
// knows what a record is (a car, say) beyond this. A schema names the
// record's fields (the order they are stored in), the attributes that can be
// filtered, faceted and sorted on (each with how to read it), the searchable
// texts in ranking order, the index names with their sort, the order of the
// primary index, and optionally a partition attribute (a tenant) whose
// records are kept side by side and whose changes are versioned apart.

export type AttributeKind = "string" | "strings" | "number" | "boolean";
export type AttributeValue = string | number | boolean | null | undefined | readonly string[];

/** A record as the engine sees it: any object with an objectID. */
export interface BaseRecord {
  objectID: string;
}

export interface AttributeSpec<TDoc = BaseRecord> {
  name: string;
  kind: AttributeKind;
  /** True when the attribute may be requested in `facets` (and is listed by `*`). */
  facet: boolean;
  read(doc: TDoc): AttributeValue;
  /**
   * A single-valued facet whose value follows from this other facet's (a
   * make from a make-and-model): its counts are then summed from the
   * source's counts while every record agrees (the index checks each one).
   */
  determinedBy?: string;
}

/**
 * A searchable text. `identifier` attributes match the whole normalised
 * value, exactly or as a prefix, without typos (codes, not words); they must
 * be plain fields of the record (read alone from the record store).
 */
export interface SearchableSpec<TDoc = BaseRecord> {
  name: string;
  identifier: boolean;
  read(doc: TDoc): string | null;
}

export interface IndexDefinition {
  name: string;
  /** null: the primary order; otherwise this numeric attribute first (records without it last), then the primary order. */
  sort: { attribute: string; direction: "asc" | "desc" } | null;
  description: string;
}

export interface RankingCriterion {
  /** A numeric attribute; records without it rank last. */
  attribute: string;
  direction: "asc" | "desc";
}

export interface SchemaDefinition<TDoc extends BaseRecord> {
  /** The record's fields in storage order; fields read alone (identifiers, tags) are best first. Other keys are kept too. */
  fields: readonly string[];
  attributes: readonly AttributeSpec<TDoc>[];
  /** Other names for attributes (nested views, say): alias → attribute name. */
  aliases?: Readonly<Record<string, string>>;
  /** The string attribute `_tags` and bare tag filters read (case-sensitively), if any. */
  tagsAttribute?: string;
  /** In ranking order: earlier attributes rank higher. At most 8 word (non-identifier) attributes. */
  searchable: readonly SearchableSpec<TDoc>[];
  /** The first is the primary index (sort null); the others are its sorted replicas. */
  indexes: readonly IndexDefinition[];
  /** The primary order after text relevance: numeric attributes compared in turn, then the slot. */
  ranking: readonly RankingCriterion[];
  /** A numeric attribute (a tenant): records with the same value are kept side by side and versioned apart. */
  partition?: string;
}

/** Word attributes are bits of one byte in each text posting. */
const MAX_WORD_ATTRIBUTES = 8;

/** A schema checked and looked up fast. */
export class IndexSchema<TDoc extends BaseRecord = BaseRecord> {
  readonly fields: readonly string[];
  readonly attributes: readonly AttributeSpec<TDoc>[];
  readonly aliases: Readonly<Record<string, string>>;
  readonly tagsAttribute: string | null;
  readonly searchable: readonly SearchableSpec<TDoc>[];
  readonly wordAttributes: readonly { spec: SearchableSpec<TDoc>; rank: number }[];
  readonly identifierAttributes: readonly { spec: SearchableSpec<TDoc>; rank: number }[];
  /** For each attribute bit mask: the best (lowest) ranking index among its word attributes. */
  readonly bestAttributeOfMask: Uint8Array;
  readonly indexes: readonly IndexDefinition[];
  readonly primaryIndex: IndexDefinition;
  readonly ranking: readonly RankingCriterion[];
  readonly partition: string | null;
  /** Every name `facets: ["*"]` expands to: facet attributes plus the aliases. */
  readonly allFacetNames: readonly string[];
  readonly highlightable: readonly string[];
  private readonly byName: Map<string, AttributeSpec<TDoc>>;
  private readonly indexByName: Map<string, IndexDefinition>;

  constructor(definition: SchemaDefinition<TDoc>) {
    this.fields = definition.fields;
    this.attributes = definition.attributes;
    this.aliases = definition.aliases ?? {};
    this.tagsAttribute = definition.tagsAttribute ?? null;
    this.searchable = definition.searchable;
    this.indexes = definition.indexes;
    this.ranking = definition.ranking;
    this.partition = definition.partition ?? null;
    this.byName = new Map(this.attributes.map((spec) => [spec.name, spec]));
    this.indexByName = new Map(this.indexes.map((index) => [index.name, index]));
    this.wordAttributes = this.searchable.map((spec, rank) => ({ spec, rank })).filter((a) => !a.spec.identifier);
    this.identifierAttributes = this.searchable.map((spec, rank) => ({ spec, rank })).filter((a) => a.spec.identifier);
    this.allFacetNames = [...this.attributes.filter((spec) => spec.facet).map((spec) => spec.name), ...Object.keys(this.aliases)];
    this.highlightable = this.searchable.map((spec) => spec.name);
    const problems: string[] = [];
    const numeric = (name: string) => this.byName.get(name)?.kind === "number";
    if (this.indexes.length === 0 || this.indexes[0].sort !== null) problems.push("the first index must be the primary one (sort null)");
    for (const index of this.indexes.slice(1)) if (!index.sort || !numeric(index.sort.attribute)) problems.push(`index ${index.name}: sorts by a numeric attribute`);
    for (const criterion of this.ranking) if (!numeric(criterion.attribute)) problems.push(`ranking: ${criterion.attribute} is not a numeric attribute`);
    if (this.partition !== null && !numeric(this.partition)) problems.push(`partition: ${this.partition} is not a numeric attribute`);
    if (this.tagsAttribute !== null && this.byName.get(this.tagsAttribute)?.kind !== "string") problems.push(`tagsAttribute: ${this.tagsAttribute} is not a string attribute`);
    if (this.tagsAttribute !== null && !this.fields.includes(this.tagsAttribute)) problems.push(`tagsAttribute: ${this.tagsAttribute} is not a field`);
    if (this.wordAttributes.length > MAX_WORD_ATTRIBUTES) problems.push(`at most ${MAX_WORD_ATTRIBUTES} searchable word attributes`);
    for (const { spec } of this.identifierAttributes) if (!this.fields.includes(spec.name)) problems.push(`identifier ${spec.name} is not a field`);
    if (!this.fields.includes("objectID")) problems.push("fields: objectID is missing");
    for (const spec of this.attributes) {
      if (spec.determinedBy === undefined) continue;
      const source = this.byName.get(spec.determinedBy);
      if (spec.kind !== "string" || !spec.facet) problems.push(`${spec.name}: only a string facet can be determinedBy another`);
      if (!source || !source.facet || source.kind === "strings" || source.name === spec.name) problems.push(`${spec.name}: determinedBy ${spec.determinedBy} is not another single-valued facet`);
      else if (source.determinedBy !== undefined) problems.push(`${spec.name}: determinedBy ${spec.determinedBy}, which is itself determinedBy another`);
    }
    for (const [alias, target] of Object.entries(this.aliases)) if (!this.byName.has(target)) problems.push(`alias ${alias}: no attribute ${target}`);
    if (problems.length > 0) throw new Error(`Search schema: ${problems.join("; ")}`);
    this.primaryIndex = this.indexes[0];
    const best = new Uint8Array(256).fill(255);
    for (let mask = 1; mask < 256; mask++) {
      for (let bit = 0; bit < this.wordAttributes.length; bit++) {
        if (mask & (1 << bit)) {
          best[mask] = this.wordAttributes[bit].rank;
          break;
        }
      }
    }
    this.bestAttributeOfMask = best;
  }

  /** The spec behind a name or alias, or undefined for an unknown attribute. */
  attribute(name: string): AttributeSpec<TDoc> | undefined {
    return this.byName.get(this.aliases[name] ?? name);
  }

  index(name: string): IndexDefinition | undefined {
    return this.indexByName.get(name);
  }
}
