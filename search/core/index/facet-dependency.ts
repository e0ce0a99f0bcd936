// A facet whose value follows from another facet's value: a model's make, a
// price's price band. The schema names the source (`determinedBy`); the index
// checks every record it writes against the value pairs seen so far. While
// they all agree, the facet's counts are the source's counts summed by value
// (the engine counts the source anyway when both are asked for): one pass
// over the matches fewer. One record that disagrees turns it off for good, and
// the facet is counted over the matches like any other.

export class FacetDependency {
  /** Source value id → this facet's value id + 1 (0: not seen yet). */
  private targets = new Uint32Array(64);
  private agrees = true;

  constructor(
    /** The facet whose value decides this one's. */
    readonly source: string,
    /** The facet decided. */
    readonly target: string,
  ) {}

  /** True while every record written had, for the same source value, the same value here. */
  get holds(): boolean {
    return this.agrees;
  }

  /**
   * Notes one record's pair of value ids (0: no value). A record without a
   * source value must have none here either: the source's counts leave such
   * records out.
   */
  see(sourceId: number, targetId: number): void {
    if (!this.agrees) return;
    if (sourceId === 0) {
      if (targetId !== 0) this.agrees = false;
      return;
    }
    if (sourceId >= this.targets.length) {
      const grown = new Uint32Array(Math.max(sourceId + 1, this.targets.length * 2));
      grown.set(this.targets);
      this.targets = grown;
    }
    const known = this.targets[sourceId];
    if (known === 0) this.targets[sourceId] = targetId + 1;
    else if (known !== targetId + 1) this.agrees = false;
  }

  /** This facet's value id for a source value id seen before (0: no value). */
  targetOf(sourceId: number): number {
    return sourceId < this.targets.length && this.targets[sourceId] !== 0 ? this.targets[sourceId] - 1 : 0;
  }
}
