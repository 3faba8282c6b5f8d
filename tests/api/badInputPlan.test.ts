import { casesOf, ROLES, routeMethods } from './badInput/cases';
import { BASE_CANDIDATES } from './badInput/examples';
import { HOSTILE_BODIES, HOSTILE_JSON, HOSTILE_QUERY_ARRAYS, HOSTILE_STRINGS } from './badInput/hostile';
import { laneCases } from './badInput/lane';
import { planCases } from './badInput/plan';

/**
 * The bad-input sweep (tests/api/badInput.test.ts) leaves out only cases another case proves
 * (plan.ts): every route, method and hostile value generated is still sent by someone, the same
 * cases every run, and every class of hostile input is there, in process and through the lane.
 */

const { list } = routeMethods({ ...BASE_CANDIDATES });
const key = (route: string, method: string, label: string) => `${method} ${route} ${label}`;
// Made once (each walk parses ~70,000 cases' inputs with their schemas: seconds).
const plan = planCases(list);

describe('the bad-input plan', () => {
  it('sends every route, method and case label the generator makes, by one role or the other', () => {
    const generated = new Set(
      list.flatMap((entry) =>
        ROLES.flatMap((role) => casesOf(entry, role).map((c) => key(c.route, c.method, c.label))),
      ),
    );
    const sent = new Set(plan.cases.map((c) => key(c.route, c.method, c.label)));
    expect([...generated].filter((name) => !sent.has(name))).toEqual([]);
    expect(plan.cases.length).toBeLessThan(plan.generated);
  });

  it('is the same every run (nothing sampled)', () => {
    const once = plan.cases.map((c) => `${c.role} ${key(c.route, c.method, c.label)}`);
    const twice = planCases(list).cases.map((c) => `${c.role} ${key(c.route, c.method, c.label)}`);
    expect(twice).toEqual(once);
  });

  it('has every class of hostile input', () => {
    const labels = new Set(plan.cases.map((c) => c.label.replace(/^[^=]*=/, '')));
    const classes = [...HOSTILE_STRINGS, ...HOSTILE_QUERY_ARRAYS, ...HOSTILE_JSON, ...HOSTILE_BODIES].map(
      (value) => value.label,
    );
    expect(classes.filter((label) => !labels.has(label) && !labels.has(`${label} (undeclared)`))).toEqual([]);
    for (const required of [
      'truncated-json-text',
      'body-deep',
      'array-huge',
      'long-100k',
      'lone-surrogate',
      'nul',
      'rtl-override',
      'combining',
      'emoji',
      'overlong-decoded',
      'unknown-enum',
      'array-2',
      'nan',
      'infinity',
      'minus-zero',
      'num-minus-zero',
      'huge',
      'int8-overflow',
      'sql-union',
      'script',
    ]) {
      expect({ required, present: labels.has(required) }).toEqual({ required, present: true });
    }
    const lane = new Set(laneCases(list).map((c) => c.name.replace(/^(query|path segment) .*$/, '$1')));
    expect([...lane].sort()).toEqual(
      [
        'truncated JSON',
        'not JSON',
        'JSON with a NUL byte',
        'over the body limit',
        'cut off before its Content-Length',
        'valid JSON as text/plain',
        'valid JSON as a form',
        'valid JSON as multipart',
        'valid JSON without a content type',
        'invalid UTF-8 (overlong, lone continuation, surrogate)',
        'nested 50,000 deep',
        'every query parameter repeated',
        'query',
        'path segment',
      ].sort(),
    );
  });
});
