import { describeRoute } from '@/server/http/handler';
import { API_ROUTES } from '@/server/web/apiRoutes';
import { casesOf, routeMethods } from './badInput/cases';
import { BASE_CANDIDATES, objectShape } from './badInput/examples';

/**
 * Issue 30: the data routes that answer "as published on a day" (asOf) are in the bad-input sweep
 * (tests/api/badInput.test.ts) like every other parameter: found through their schemas, sent with a
 * valid day in the valid request, and with every hostile value, the malformed, too early and future
 * days among them refused.
 */

const AS_OF_ROUTES = [
  '/api/enterprise/v2/finance-data',
  '/api/macro/get-data',
  '/api/macro/get-data-same-period',
  '/api/macro/metric-data',
  '/api/macro/metric-data-custom-chart',
];

describe('asOf in the bad-input sweep', () => {
  it('is a query parameter of exactly the as-published data routes', () => {
    const withAsOf = Object.entries(API_ROUTES)
      .filter(([, handler]) => {
        const described = describeRoute(handler);
        return Object.values(described ?? {}).some((inputs) => 'asOf' in (objectShape(inputs.query) ?? {}));
      })
      .map(([route]) => route);
    expect(withAsOf.sort()).toEqual([...AS_OF_ROUTES].sort());
  });

  it('is sent valid in the base request and refused for malformed, early and future days', () => {
    const { list } = routeMethods({ ...BASE_CANDIDATES });
    for (const route of AS_OF_ROUTES) {
      const entry = list.find((candidate) => candidate.route === route && candidate.method === 'GET');
      expect(entry?.baseQuery.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (!entry) continue;
      const cases = casesOf(entry, 'anonymous');
      expect(cases.find((testCase) => testCase.label === 'valid')?.expect).toBe('any');
      for (const label of [
        'bad-date',
        'far-date',
        'before-2000',
        'future-date',
        'day-first-date',
        'sql-or',
      ]) {
        expect({
          route,
          label,
          expect: cases.find((testCase) => testCase.label === `query.asOf=${label}`)?.expect,
        }).toEqual({
          route,
          label,
          expect: 'refused',
        });
      }
      expect(cases.find((testCase) => testCase.label === 'query.asOf missing')?.expect).toBe('any');
    }
  });
});
