// The Algolia `filters` language: attr:value, "quoted values", attr:true,
// numeric comparisons (< <= = != >= >), ranges (attr:low TO high), tags,
// AND / OR / NOT and parentheses, with Algolia's restrictions: parentheses hold
// ORs only, NOT negates a single filter, one OR mixes no filter types, and AND
// with OR at the top level needs parentheses. The parser is a single pass with
// one token of lookahead: linear time on any input.
import { FilterSyntaxError } from "../errors.ts";
import type { FilterClause, FilterConjunction, FilterLiteral, NumericOperator } from "./ast.ts";
import { literalFamily, MAX_FILTER_DEPTH, MAX_FILTER_LENGTH, MAX_FILTER_LITERALS } from "./ast.ts";

type TokenKind = "(" | ")" | ":" | "op" | "word" | "string" | "AND" | "OR" | "NOT" | "TO" | "end";

interface Token {
  kind: TokenKind;
  text: string;
  /** 1-based column. */
  col: number;
}

const KEYWORDS = new Set(["AND", "OR", "NOT", "TO"]);
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Parses a number the way filters write them, or returns null. */
export function parseFilterNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value; // no -0
}

function isWordChar(ch: string): boolean {
  return !/[\s():"'<>=!]/.test(ch);
}

function describe(token: Token): string {
  if (token.kind === "end") return "end of input";
  if (token.kind === "string") return `"${token.text}"`;
  return `'${token.text}'`;
}

class Lexer {
  private pos = 0;
  constructor(
    private readonly text: string,
    private readonly parameter: string,
  ) {}

  next(): Token {
    const text = this.text;
    while (this.pos < text.length && /\s/.test(text[this.pos])) this.pos++;
    const start = this.pos;
    const col = start + 1;
    if (start >= text.length) return { kind: "end", text: "", col };
    const ch = text[start];
    if (ch === "(" || ch === ")" || ch === ":") {
      this.pos++;
      return { kind: ch, text: ch, col };
    }
    if (ch === "<" || ch === ">" || ch === "=" || ch === "!") {
      const two = text.slice(start, start + 2);
      if (two === "<=" || two === ">=" || two === "!=") {
        this.pos += 2;
        return { kind: "op", text: two, col };
      }
      if (ch === "!") throw new FilterSyntaxError(this.parameter, "Unexpected '!' (use != or NOT)", col);
      this.pos++;
      return { kind: "op", text: ch, col };
    }
    if (ch === '"' || ch === "'") {
      let value = "";
      let i = start + 1;
      while (i < text.length && text[i] !== ch) {
        if (text[i] === "\\" && i + 1 < text.length) i++;
        value += text[i];
        i++;
      }
      if (i >= text.length) throw new FilterSyntaxError(this.parameter, `Unterminated quoted value (missing ${ch})`, col);
      this.pos = i + 1;
      return { kind: "string", text: value, col };
    }
    let i = start;
    while (i < text.length && isWordChar(text[i])) i++;
    this.pos = i;
    const word = text.slice(start, i);
    if (KEYWORDS.has(word)) return { kind: word as TokenKind, text: word, col };
    return { kind: "word", text: word, col };
  }
}

class Parser {
  private token: Token;
  private literals = 0;
  private readonly lexer: Lexer;

  constructor(
    text: string,
    private readonly parameter: string,
  ) {
    this.lexer = new Lexer(text, parameter);
    this.token = this.lexer.next();
  }

  private fail(problem: string, token: Token = this.token): never {
    throw new FilterSyntaxError(this.parameter, problem, token.col);
  }

  /** The current token's kind (a call, so TypeScript does not narrow it across advance()). */
  private kind(): TokenKind {
    return this.token.kind;
  }

  private advance(): Token {
    const current = this.token;
    this.token = this.lexer.next();
    return current;
  }

  parse(): FilterConjunction {
    const clauses: FilterConjunction = [];
    if (this.kind() === "end") return clauses;
    let sawAnd = false;
    let bareOr: Token | null = null;
    for (;;) {
      const first = this.token;
      const clause = this.orChain(false);
      if (clause.length > 1 && first.kind !== "(") bareOr = first;
      clauses.push(clause);
      if (this.kind() === "AND") {
        sawAnd = true;
        this.advance();
        continue;
      }
      if (this.kind() === "end") break;
      if (this.kind() === ")") this.fail("Unexpected ')' without a matching '('");
      this.fail(`Unexpected ${describe(this.token)}; expected AND, OR or the end of the filter`);
    }
    if (sawAnd && bareOr) {
      this.fail("Use parentheses to combine AND with OR, e.g. a:1 AND (b:2 OR b:3)", bareOr);
    }
    return clauses;
  }

  /** unary (OR unary)*, flattening nested parenthesised ORs. */
  private orChain(insideParens: boolean): FilterClause {
    const clause: FilterClause = [];
    this.unary(clause);
    while (this.kind() === "OR") {
      this.advance();
      this.unary(clause);
    }
    if (insideParens && this.kind() === "AND") {
      this.fail("AND is not allowed inside parentheses (only OR is, e.g. (a:1 OR a:2))");
    }
    const family = literalFamily(clause[0]);
    const odd = clause.find((literal) => literalFamily(literal) !== family);
    if (odd) {
      this.fail(`Cannot combine ${family} filters and ${literalFamily(odd)} filters with OR`, this.clauseStart);
    }
    return clause;
  }

  /** Parentheses open around the token being parsed. */
  private depth = 0;

  /** First token of the OR group being parsed (where a mixing error points). */
  private clauseStart!: Token;

  private unary(clause: FilterClause): void {
    if (clause.length === 0) this.clauseStart = this.token;
    if (this.kind() === "NOT") {
      this.advance();
      if (this.kind() === "(") this.fail("NOT cannot negate a group in parentheses; negate each filter instead");
      if (this.kind() === "NOT") this.fail("Unexpected NOT after NOT");
      clause.push(this.atom(true));
      return;
    }
    if (this.kind() === "(") {
      const open = this.advance();
      if (++this.depth > MAX_FILTER_DEPTH) this.fail(`Too many nested parentheses (at most ${MAX_FILTER_DEPTH})`, open);
      const start = this.clauseStart;
      const inner = this.orChain(true);
      this.depth--;
      this.clauseStart = start;
      if (this.kind() !== ")") {
        if (this.kind() === "end") this.fail("Missing ')' to close the '('", open);
        this.fail(`Unexpected ${describe(this.token)}; expected OR or ')'`);
      }
      this.advance();
      clause.push(...inner);
      return;
    }
    clause.push(this.atom(false));
  }

  private count(): void {
    if (++this.literals > MAX_FILTER_LITERALS) {
      this.fail(`Too many filters (at most ${MAX_FILTER_LITERALS} in one query)`);
    }
  }

  private value(what: string): Token {
    const token = this.token;
    if (token.kind === "word" || token.kind === "string") return this.advance();
    if (KEYWORDS.has(token.kind)) this.fail(`Quote the value ${describe(token)}: it is a keyword (write "${token.text}")`);
    this.fail(`Expected ${what}, found ${describe(token)}`);
  }

  private number(what: string): number {
    const token = this.value(what);
    const value = parseFilterNumber(token.text);
    if (value === null) this.fail(`Expected a number, found ${describe(token)}`, token);
    return value;
  }

  private atom(negated: boolean): FilterLiteral {
    const head = this.token;
    if (head.kind !== "word" && head.kind !== "string") {
      if (head.kind === "end") this.fail("Unexpected end of input; expected a filter such as make:Toyota or price > 1000");
      if (KEYWORDS.has(head.kind)) this.fail(`Unexpected ${describe(head)}; expected a filter before it`);
      this.fail(`Unexpected ${describe(head)}; expected a filter such as make:Toyota or price > 1000`);
    }
    this.advance();
    this.count();
    if (this.kind() === ":") {
      this.advance();
      const valueToken = this.value("a value after ':'");
      if (this.kind() === "TO") {
        this.advance();
        const low = parseFilterNumber(valueToken.text);
        if (low === null) this.fail(`Expected a number before TO, found ${describe(valueToken)}`, valueToken);
        const high = this.number("a number after TO");
        return { type: "range", attribute: head.text, low, high, negated };
      }
      if (head.text === "_tags") return { type: "tag", value: valueToken.text, negated };
      return { type: "facet", attribute: head.text, value: valueToken.text, negated };
    }
    if (this.kind() === "op") {
      const operator = this.advance().text as NumericOperator;
      const value = this.number(`a number after '${operator}'`);
      return { type: "numeric", attribute: head.text, operator, value, negated };
    }
    return { type: "tag", value: head.text, negated };
  }
}

/** Parses an Algolia `filters` string; throws FilterSyntaxError naming the problem and column. */
export function parseFilters(text: string, parameter = "filters"): FilterConjunction {
  if (text.length > MAX_FILTER_LENGTH) {
    throw new FilterSyntaxError(parameter, `Filter is too long (at most ${MAX_FILTER_LENGTH} characters)`, MAX_FILTER_LENGTH + 1);
  }
  return new Parser(text, parameter).parse();
}

/** Parses one numericFilters entry: "attr op number" or "attr:low TO high". */
export function parseNumericFilter(text: string, parameter: string): FilterLiteral {
  const clauses = parseFilters(text, parameter);
  const literal = clauses.length === 1 && clauses[0].length === 1 ? clauses[0][0] : null;
  if (!literal || literal.negated || (literal.type !== "numeric" && literal.type !== "range")) {
    throw new FilterSyntaxError(parameter, "Expected a numeric filter such as price >= 1000 or year:2015 TO 2020", 1);
  }
  return literal;
}
