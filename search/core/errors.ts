// Errors the engine reports to its callers. The HTTP surface turns them into
// Algolia-style JSON bodies ({ message, status }); in-process callers catch
// them like any error.

export type SearchErrorStatus = 400 | 403 | 404 | 413;

export class SearchError extends Error {
  constructor(
    message: string,
    readonly status: SearchErrorStatus = 400,
  ) {
    super(message);
    this.name = "SearchError";
  }
}

/** A malformed filter string: the message names the problem and the column. */
export class FilterSyntaxError extends SearchError {
  constructor(
    readonly parameter: string,
    readonly problem: string,
    /** 1-based character position in the parameter's text. */
    readonly column: number,
  ) {
    super(`${parameter}: ${problem} at col ${column}`, 400);
    this.name = "FilterSyntaxError";
  }
}

export function unknownIndex(name: string): SearchError {
  return new SearchError(`Index ${name} does not exist`, 404);
}
