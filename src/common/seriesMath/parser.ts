import { listPhrase, quoted } from './messages';
import type { FormulaError } from './types';

/**
 * A safe recursive-descent parser of formulas (never eval or Function). Grammar, loosest first:
 *   sum     = product (("+" | "-") product)*          left-associative
 *   product = unary (("*" | "/") unary)*              left-associative
 *   unary   = ("-" | "+") unary | power               so -a^2 = -(a^2)
 *   power   = primary ("^" unary)?                    right-associative: a^b^c = a^(b^c); 2^-1 works
 *   primary = number | name | function "(" sum ")" | "(" sum ")"
 * Numbers use a decimal point (1.5); names are the inputs (a..h); functions log (natural), abs, exp.
 */

export const FORMULA_MAX_LENGTH = 200;
export const FORMULA_FUNCTIONS = ['log', 'abs', 'exp'] as const;
export type FormulaFunction = (typeof FORMULA_FUNCTIONS)[number];

export type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'name'; name: string }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '^'; left: FormulaNode; right: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; argument: FormulaNode };

export interface ParsedFormula {
  root: FormulaNode;
  /** The input names the formula uses, in order of first use. */
  names: string[];
}

export type ParseResult = { ok: true; formula: ParsedFormula } | { ok: false; error: FormulaError };

type Token =
  | { type: 'number'; value: number; at: number; text: string }
  | { type: 'ident'; text: string; at: number }
  | { type: 'op'; text: '+' | '-' | '*' | '/' | '^' | '(' | ')'; at: number };

class ParseError extends Error {
  constructor(readonly error: FormulaError) {
    super(error.message);
  }
}

function syntax(message: string, at: number): ParseError {
  return new ParseError({ code: 'syntax', message, at });
}

/** "ở vị trí 3" counts characters from 1, as people do; `at` stays the 0-based offset. */
function position(at: number): string {
  return `ở vị trí ${String(at + 1)}`;
}

const NUMBER = /\d+(?:\.\d+)?|\.\d+/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < expression.length) {
    const char = expression[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    if ('+-*/^()'.includes(char)) {
      tokens.push({ type: 'op', text: char as '+', at });
      at += 1;
      continue;
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(expression);
    if (number) {
      tokens.push({ type: 'number', value: Number(number[0]), at, text: number[0] });
      at += number[0].length;
      continue;
    }
    IDENT.lastIndex = at;
    const ident = IDENT.exec(expression);
    if (ident) {
      tokens.push({ type: 'ident', text: ident[0], at });
      at += ident[0].length;
      continue;
    }
    const hint = char === ',' ? ' (số thập phân dùng dấu chấm, ví dụ 1.5)' : '';
    throw syntax(`Ký tự không hợp lệ ${quoted(char)} ${position(at)}${hint}`, at);
  }
  return tokens;
}

function tokenText(token: Token): string {
  return token.text;
}

class Parser {
  private index = 0;
  readonly names: string[] = [];

  constructor(
    private readonly tokens: Token[],
    private readonly inputNames: readonly string[],
    private readonly length: number,
  ) {}

  parse(): FormulaNode {
    const root = this.sum();
    const extra = this.peek();
    if (extra) {
      if (extra.type === 'op' && extra.text === ')') {
        throw syntax(`Thừa dấu ${quoted(')')} ${position(extra.at)}`, extra.at);
      }
      throw syntax(
        `Không mong đợi ${quoted(tokenText(extra))} ${position(extra.at)}: thiếu phép tính (+ - * / ^)?`,
        extra.at,
      );
    }
    return root;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isOp(text: string): boolean {
    const token = this.peek();
    return token?.type === 'op' && token.text === text;
  }

  private sum(): FormulaNode {
    let left = this.product();
    while (this.isOp('+') || this.isOp('-')) {
      const op = (this.tokens[this.index++] as { text: '+' | '-' }).text;
      left = { kind: 'binary', op, left, right: this.product() };
    }
    return left;
  }

  private product(): FormulaNode {
    let left = this.unary();
    while (this.isOp('*') || this.isOp('/')) {
      const op = (this.tokens[this.index++] as { text: '*' | '/' }).text;
      left = { kind: 'binary', op, left, right: this.unary() };
    }
    return left;
  }

  private unary(): FormulaNode {
    if (this.isOp('-')) {
      this.index += 1;
      return { kind: 'negate', operand: this.unary() };
    }
    if (this.isOp('+')) {
      this.index += 1;
      return this.unary();
    }
    return this.power();
  }

  private power(): FormulaNode {
    const base = this.primary();
    if (!this.isOp('^')) return base;
    this.index += 1;
    return { kind: 'binary', op: '^', left: base, right: this.unary() };
  }

  private closing(openAt: number): void {
    if (this.isOp(')')) {
      this.index += 1;
      return;
    }
    const next = this.peek();
    const at = next ? next.at : this.length;
    throw syntax(`Thiếu dấu ${quoted(')')} ${position(at)} (mở ngoặc ${position(openAt)})`, at);
  }

  private primary(): FormulaNode {
    const token = this.peek();
    if (!token) {
      throw syntax(`Công thức kết thúc đột ngột ${position(this.length)}: thiếu số hoặc chuỗi`, this.length);
    }
    this.index += 1;
    if (token.type === 'number') return { kind: 'number', value: token.value };
    if (token.type === 'op') {
      if (token.text === '(') {
        const inner = this.sum();
        this.closing(token.at);
        return inner;
      }
      throw syntax(
        `Không mong đợi ${quoted(token.text)} ${position(token.at)}: thiếu số hoặc chuỗi`,
        token.at,
      );
    }
    if (this.isOp('(')) {
      const fn = FORMULA_FUNCTIONS.find((name) => name === token.text.toLowerCase());
      if (!fn) {
        throw new ParseError({
          code: 'unknown_name',
          message: `Không có hàm ${quoted(token.text)} ${position(token.at)}: dùng được ${listPhrase([...FORMULA_FUNCTIONS])}`,
          at: token.at,
        });
      }
      const open = this.tokens[this.index++] as Token;
      const argument = this.sum();
      this.closing(open.at);
      return { kind: 'call', fn, argument };
    }
    if (!this.inputNames.includes(token.text)) {
      const known = this.inputNames.length > 0 ? `: công thức dùng được ${listPhrase(this.inputNames)}` : '';
      throw new ParseError({
        code: 'unknown_name',
        message: `Không có chuỗi ${quoted(token.text)} ${position(token.at)}${known}`,
        at: token.at,
      });
    }
    if (!this.names.includes(token.text)) this.names.push(token.text);
    return { kind: 'name', name: token.text };
  }
}

/**
 * Parses `expression` over the inputs named `inputNames`. Every named input must be used (an unused
 * one is most often a typo in the formula): code 'unused_input'.
 */
export function parseFormula(expression: string, inputNames: readonly string[]): ParseResult {
  try {
    if (expression.length > FORMULA_MAX_LENGTH) {
      return {
        ok: false,
        error: {
          code: 'too_long',
          message: `Công thức tối đa ${String(FORMULA_MAX_LENGTH)} ký tự (đang có ${String(expression.length)})`,
        },
      };
    }
    const tokens = tokenize(expression);
    if (tokens.length === 0) {
      return { ok: false, error: { code: 'syntax', message: 'Nhập công thức, ví dụ a/b', at: 0 } };
    }
    const parser = new Parser(tokens, inputNames, expression.length);
    const root = parser.parse();
    const unused = inputNames.filter((name) => !parser.names.includes(name));
    if (unused.length > 0) {
      return {
        ok: false,
        error: {
          code: 'unused_input',
          message: `Chuỗi ${listPhrase(unused)} chưa có trong công thức: thêm vào công thức hoặc bỏ chuỗi`,
        },
      };
    }
    return { ok: true, formula: { root, names: parser.names } };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, error: error.error };
    throw error;
  }
}
