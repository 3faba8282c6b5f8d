/**
 * Hostile values of the bad-input test (issue 11): SQL fragments, script tags, unicode edge cases,
 * negative and huge numbers (as strings, the way a query carries them), unknown enum values, and for
 * JSON bodies every wrong type. Each has a label so a failure names the case.
 */

export interface HostileValue {
  label: string;
  value: unknown;
}

export const LONG_STRING = 'x'.repeat(100_000);

/** Strings: what a query parameter, a path segment or a JSON string field may carry. */
export const HOSTILE_STRINGS: readonly HostileValue[] = [
  { label: 'sql-or', value: "' OR 1=1 --" },
  { label: 'sql-drop', value: '1; DROP TABLE users' },
  { label: 'sql-union', value: "AAA' UNION SELECT password_hash FROM users --" },
  { label: 'sql-sleep', value: "1' AND pg_sleep(5)--" },
  { label: 'sql-comment', value: "AAA'/*" },
  { label: 'like-wildcards', value: '%_%\\' },
  { label: 'script', value: '<script>alert(1)</script>' },
  { label: 'crlf', value: 'AAA\r\nSet-Cookie: a=1' },
  { label: 'ansi-escape', value: '\u001B[31mAAA' },
  { label: 'rtl-override', value: '\u202EAAA' },
  { label: 'zero-width', value: 'AA\u200BA' },
  { label: 'lone-surrogate', value: '\uD800' },
  { label: 'lone-low-surrogate', value: 'A\uDC00A' },
  // What a lenient decoder makes of overlong UTF-8 (C0 AF for "/"): replacement characters.
  { label: 'overlong-decoded', value: 'AA\uFFFD\uFFFD' },
  { label: 'noncharacter-bom', value: '\uFEFFAAA\uFFFF' },
  { label: 'fullwidth', value: 'ＡＡＡ' },
  { label: 'nul', value: 'AAA\u0000' },
  { label: 'emoji', value: '📈💸' },
  { label: 'combining', value: 'A\u0301\u0302\u0303\u0304\u0305' },
  { label: 'long-100k', value: LONG_STRING },
  { label: 'empty', value: '' },
  { label: 'spaces', value: '   ' },
  { label: 'path-traversal', value: '../../etc/passwd' },
  { label: 'percent-encoded', value: '%00%27' },
  { label: 'proto', value: '__proto__' },
  { label: 'unknown-enum', value: 'NOT_A_KNOWN_VALUE' },
  { label: 'lower-enum', value: 'quarterly' },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: 'minus-zero', value: '-0' },
  { label: 'fraction', value: '1.5' },
  { label: 'minus-huge', value: '-1e308' },
  { label: 'huge', value: '1e308' },
  { label: 'beyond-double', value: '1e309' },
  { label: 'int4-overflow', value: '2147483648' },
  { label: 'int8-overflow', value: '9223372036854775808' },
  { label: 'unsafe-int', value: '9007199254740993' },
  { label: 'nan', value: 'NaN' },
  { label: 'infinity', value: 'Infinity' },
  { label: 'minus-infinity', value: '-Infinity' },
  { label: 'hex', value: '0x1F' },
  { label: 'bad-date', value: '2024-02-30' },
  { label: 'far-date', value: '99999-12-31' },
  // Dates a day parameter (asOf) refuses: before 2000, in the future, day first.
  { label: 'before-2000', value: '1999-12-31' },
  { label: 'future-date', value: '2999-12-31' },
  { label: 'day-first-date', value: '30/06/2024' },
  { label: 'json-text', value: '{"$gt":""}' },
  { label: 'true-text', value: 'true' },
  { label: 'null-text', value: 'null' },
];

/** A query parameter repeated (Next gives an array), or repeated with hostile parts. */
export const HOSTILE_QUERY_ARRAYS: readonly HostileValue[] = [
  { label: 'array-2', value: ['AAA', 'BBB'] },
  { label: 'array-hostile', value: ["' OR 1=1 --", '<script>alert(1)</script>'] },
  { label: 'array-empty-items', value: ['', ''] },
  { label: 'array-many', value: Array.from({ length: 500 }, (_, index) => String(index)) },
];

/** JSON values of every other type, for body fields. */
export const HOSTILE_JSON: readonly HostileValue[] = [
  { label: 'num-negative', value: -1 },
  { label: 'num-zero', value: 0 },
  { label: 'num-minus-zero', value: -0 },
  { label: 'num-tiny', value: 5e-324 },
  { label: 'num-fraction', value: 1.5 },
  { label: 'num-minus-huge', value: -1e308 },
  { label: 'num-huge', value: 1e308 },
  { label: 'num-int4-overflow', value: 2_147_483_648 },
  { label: 'num-unsafe-int', value: Number('9007199254740993') },
  { label: 'num-int8-overflow', value: Number('9223372036854775808') },
  { label: 'num-max-value', value: Number.MAX_VALUE },
  { label: 'bool-true', value: true },
  { label: 'bool-false', value: false },
  { label: 'null', value: null },
  { label: 'array-empty', value: [] },
  { label: 'array-strings', value: ['AAA', "' OR 1=1 --"] },
  { label: 'array-nested', value: [[[[[]]]]] },
  { label: 'array-huge', value: Array.from({ length: 10_000 }, (_, index) => index) },
  { label: 'object-empty', value: {} },
  { label: 'object-deep', value: JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`) },
  { label: 'object-operator', value: { $gt: '' } },
  {
    label: 'object-proto',
    value: JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}'),
  },
];

/** Whole bodies as the request could deliver them (Next hands a non-JSON body over as text). */
export const HOSTILE_BODIES: readonly HostileValue[] = [
  { label: 'truncated-json-text', value: '{"a":' },
  { label: 'plain-text', value: 'not json at all' },
  { label: 'sql-text', value: "' OR 1=1 --" },
  { label: 'body-array', value: [] },
  { label: 'body-array-objects', value: [{ a: 1 }] },
  { label: 'body-number', value: 42 },
  { label: 'body-true', value: true },
  { label: 'body-null', value: null },
  { label: 'body-long-text', value: LONG_STRING },
  { label: 'body-proto', value: JSON.parse('{"__proto__":{"isAdmin":true}}') },
  { label: 'body-deep', value: JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`) },
];

/** Parameter names of the project, sent to methods that declare no schema (they must ignore them). */
export const COMMON_PARAMETER_NAMES = [
  'ticket',
  'ticker',
  'symbol',
  'period',
  'tableName',
  'start',
  'end',
  'date',
  'accountId',
  'metrics',
  'extendID',
  'filter',
  'isSamePeriod',
  'industry',
  'slug',
  'id',
  'page',
  'pageSize',
  'keyword',
  'email',
  'phone',
  'password',
  'token',
  'code',
  'orderCode',
  'plan',
  'months',
  'limit',
  'asOf',
] as const;
