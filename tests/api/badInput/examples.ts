import { z } from 'zod';
import { SERIES_PALETTE } from '@/common/constants/palette';

/**
 * Valid example inputs built from a route's own zod schema, so a hostile value can be sent in one
 * field while every other field is valid and the request reaches the handler (and the database).
 *
 * Each field gets the first candidate its schema accepts: values named after the field (the seeded
 * rows of the test: a ticker, a user id, an order code), then values of its kind (an enum's options,
 * numbers, booleans), then a general pool. Queries carry strings only, as Next parses them.
 */

export type Location = 'query' | 'body';

/** Field name -> candidates tried first; the test adds the ids of its seeded rows. */
export type NamedCandidates = Record<string, readonly unknown[]>;

const GENERAL_STRINGS = [
  'AAA',
  'abc',
  'abcdefghijklmnopqrstuvwx',
  '1',
  '2024',
  '2024-12-31',
  '2024-01-01T00:00:00+07:00',
  'quarter',
  'year',
  'admin@example.vn',
  'https://example.vn/tai-lieu.pdf',
  'Tiêu đề kiểm thử',
  '0912345678',
  '123456',
  'true',
];
const GENERAL_NUMBERS = [1, 2024, 100, 0, 12, 3];

export const BASE_CANDIDATES: NamedCandidates = {
  color: [SERIES_PALETTE[0]],
  size: [100],
  axis: [0],
  months: [1, 12, 3, 6],
  email: ['admin@example.vn'],
  password: ['Secret-pass-1'],
  confirmPassword: ['Secret-pass-1'],
  currentPassword: ['Secret-pass-1'],
  phone: ['0912345678'],
  birthDate: ['1990-01-01'],
  deviceId: ['device-test-0001'],
  otp: ['123456'],
  dataUrl: ['data:image/png;base64,iVBORw0KGgo='],
  credential: ['eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  accessToken: ['EAAB-facebook-access-token-000'],
  userID: ['1234567890'],
  url: ['https://example.vn/tin-tuc'],
  fileUrl: ['https://example.vn/tai-lieu.pdf'],
  mimeType: ['application/pdf'],
  fileName: ['du-lieu.csv'],
  contentBase64: ['YSxiCjEsMgo='],
  publishedAt: ['2024-01-01T00:00:00+07:00'],
  validFrom: ['2024-01-01'],
  validTo: ['2030-12-31'],
  // The link-preview images: a company's (the seeded ticker) or a macro indicator's file name.
  file: ['AAA.png', 'cpi.png'],
  group: ['cpi'],
  // A macro metric (indicator-series-period-valueType), so metric-data's hostile values reach its handler.
  extendID: ['1-1-month-value'],
  // A screener screen in its text form (src/common/screener/definition.ts): market value above 1,000
  // tỷ đồng, the P/E column, sorted by market value.
  c: ['MARKET_CAP~1000~'],
  cols: ['PE'],
  sort: ['MARKET_CAP~desc'],
  // The comparison of tickers (issue 33): the address's ticker list and a chart metric key.
  t: ['AAA'],
  metric: ['price:close'],
  // A formula over one series of the seeded ticker (POST /api/series/evaluate, issue 33).
  formula: [{ expression: 'a*2', inputs: [{ name: 'a', source: { key: 'price:close', ticker: 'AAA' } }] }],
};

/** Peels wrappers that do not change what an input must look like. */
function inner(schema: z.ZodType): z.ZodType | null {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodReadonly
  ) {
    return schema.unwrap() as z.ZodType;
  }
  return null;
}

function isTransformish(schema: z.ZodType): boolean {
  return (
    schema instanceof z.ZodTransform || (schema instanceof z.ZodPipe && schema.out instanceof z.ZodTransform)
  );
}

/** The schemas whose accepted inputs describe this one's: wrappers and pipes peeled. */
function views(schema: z.ZodType): z.ZodType[] {
  const peeled = inner(schema);
  if (peeled) return [schema, ...views(peeled)];
  if (schema instanceof z.ZodPipe) {
    const input = schema.in as z.ZodType;
    const output = schema.out as z.ZodType;
    // preprocess(fn, S) and S.transform(fn).pipe(T): the input looks like S (or T).
    return [schema, ...(isTransformish(input) ? [] : views(input)), ...views(output)];
  }
  return [schema];
}

/** The object shape of a query or body schema (through refinements, preprocess and wrappers). */
export function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> | null {
  if (!schema) return null;
  for (const view of views(schema)) {
    if (view instanceof z.ZodObject) return view.shape;
  }
  return null;
}

/**
 * The object shape a field's value has: its own, or for a union (a discriminated union of conditions,
 * of series sources) the shape of the option that accepts the value, so its fields are swept too.
 */
export function valueShape(schema: z.ZodType, value: unknown): Record<string, z.ZodType> | null {
  const own = objectShape(schema);
  if (own) return own;
  for (const view of views(schema)) {
    if (!(view instanceof z.ZodUnion)) continue;
    for (const option of view.options as z.ZodType[]) {
      const shape = objectShape(option);
      if (shape && accepts(option, value)) return shape;
    }
  }
  return null;
}

function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

function asQueryValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => asQueryValue(item));
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function kindCandidates(
  schema: z.ZodType,
  name: string,
  where: Location,
  named: NamedCandidates,
  depth: number,
) {
  const found: unknown[] = [];
  for (const view of views(schema)) {
    if (view instanceof z.ZodEnum) found.push(...(view.options as unknown[]));
    else if (view instanceof z.ZodLiteral) found.push(...view.values);
    else if (view instanceof z.ZodBoolean) found.push(true, false);
    else if (view instanceof z.ZodNumber) found.push(...GENERAL_NUMBERS);
    else if (view instanceof z.ZodObject && depth < 4) {
      const example = exampleObject(view, where, named, depth + 1);
      if (example) found.push(example);
    } else if (view instanceof z.ZodArray && depth < 4) {
      const element = view.element as z.ZodType;
      const item = exampleValue(element, name, where, named, depth + 1);
      if (item.found) found.push([item.value]);
      found.push([]);
    } else if (view instanceof z.ZodUnion) {
      for (const option of view.options as z.ZodType[]) {
        const item = exampleValue(option, name, where, named, depth + 1);
        if (item.found) found.push(item.value);
      }
    } else if (view instanceof z.ZodRecord) found.push({});
  }
  return found;
}

/** The first candidate the schema accepts, or found: false. */
export function exampleValue(
  schema: z.ZodType,
  name: string,
  where: Location,
  named: NamedCandidates,
  depth = 0,
): { found: true; value: unknown } | { found: false } {
  const candidates = [
    ...(named[name] ?? []),
    ...kindCandidates(schema, name, where, named, depth),
    ...GENERAL_STRINGS,
    ...GENERAL_NUMBERS,
  ];
  for (const raw of candidates) {
    const value = where === 'query' ? asQueryValue(raw) : raw;
    if (value !== undefined && accepts(schema, value)) return { found: true, value };
  }
  return { found: false };
}

function exampleObject(
  schema: z.ZodObject,
  where: Location,
  named: NamedCandidates,
  depth: number,
): Record<string, unknown> | null {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(objectShape(schema) ?? {})) {
    const example = exampleValue(field, key, where, named, depth);
    if (example.found) result[key] = example.value;
  }
  if (accepts(schema, result)) return result;
  // A refinement across fields may dislike an optional one: try without each optional field.
  for (const key of Object.keys(result)) {
    const { [key]: _dropped, ...rest } = result;
    if (accepts(schema, rest)) return rest;
  }
  return null;
}

/**
 * A valid input for a whole query or body schema, starting from `fixed` (the route's dynamic path
 * segments); null when no candidate combination passes (the test lists those routes).
 */
export function exampleInput(
  schema: z.ZodType,
  where: Location,
  named: NamedCandidates,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> | null {
  const shape = objectShape(schema);
  if (!shape) return accepts(schema, fixed) ? { ...fixed } : null;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    if (key in fixed) {
      result[key] = fixed[key];
      continue;
    }
    const example = exampleValue(field, key, where, named);
    if (example.found) result[key] = example.value;
  }
  if (accepts(schema, result)) return result;
  for (const key of Object.keys(result)) {
    if (key in fixed) continue;
    const { [key]: _dropped, ...rest } = result;
    if (accepts(schema, rest)) return rest;
  }
  return null;
}
