import type { NextApiHandler } from 'next';
import { ACCESS_ROLES, accessFor, ACCESS_RULES, type AccessRole } from '@/common/access/accessTable';
import { limitedPeriodsMessage } from '@/common/access/periodWindow';
import type { PeriodType } from '@/common/constants/finance';
import type { LoginResponse } from '@/common/contracts/account';
import type {
  AccessNotice,
  FinanceDataQuery,
  FinanceDataRangeResponse,
  FinanceDataResponse,
} from '@/common/contracts/finance';
import type { NewsListResponse } from '@/common/contracts/companyPages';
import type { FinanceChartOneResponse, FinanceChartResponse } from '@/common/contracts/financeChart';
import type { RatiosDataQuery, RatiosDataResponse } from '@/common/contracts/ratios';
import { openEnvelope } from '@/lib/envelope';
import { STORAGE_KEYS } from '@/lib/storage';
import { callAccount, createUser, uniqueDevice, uniqueIp } from '../../../../tests/helpers/accounts';
import { callRoute } from '../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../db/client';
import { statementValues } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { loginRoute } from '../../modules/accounts/accounts.handlers';
import { seedMatrixNews } from '../../modules/companyPages/__tests__/fixtures';
import { limitedNewsNotice } from '../../modules/companyPages/news.service';
import { financePreloadSource } from '../../modules/finance/finance.handlers';
import { seedRatioFixtures } from '../../modules/ratios/__tests__/fixtures';
import { ratiosPreloadSource } from '../../modules/ratios/ratios.handlers';
import { API_ROUTES } from '../../web/apiRoutes';
import { DATA_ENDPOINT_ACCESS, DATA_ROUTE_PREFIXES, type EndpointRule } from '../endpoints';
import { refreshStatementChoices } from '../../db/statementSource';

/**
 * Every role through every market-data endpoint, with real accounts and tokens: each answer must be
 * what the access table says (full, limited with the newest periods and an access notice, or 403
 * PLAN_REQUIRED naming the plan). Expectations come from the table, not from constants here.
 */

let handle: DatabaseHandle;
const tokens = new Map<AccessRole, string>();
/** An account whose PRO days ended: it must be treated as a free account. */
let expiredToken = '';

const B = 1e9;
const FAR = '2099-12-31';

/** AAA (ratios fixtures: 2023-2024) gets 2021-2022 quarters and 2016-2024 years, beyond every limit. */
async function seedHistory(db: DatabaseHandle['db']): Promise<void> {
  const rows: (typeof statementValues.$inferInsert)[] = [];
  for (let year = 2021; year <= 2022; year += 1) {
    for (let quarter = 1; quarter <= 4; quarter += 1) {
      for (const [statement, itemCode, value] of [
        ['BALANCE_SHEET', 'TOTAL_ASSETS', 900],
        ['BALANCE_SHEET', 'OWNERS_EQUITY', 450],
        ['INCOME_STATEMENT', 'NET_REVENUE', 90],
        ['INCOME_STATEMENT', 'NET_PROFIT', 9],
        ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', 9],
      ] as const) {
        rows.push({
          ticker: 'AAA',
          statement,
          itemCode,
          periodType: 'quarter',
          year,
          quarter,
          value: value * B,
          source: 'test',
        });
      }
    }
  }
  for (let year = 2016; year <= 2024; year += 1) {
    for (const [statement, itemCode, value] of [
      ['INCOME_STATEMENT', 'NET_REVENUE', 400],
      ['INCOME_STATEMENT', 'NET_PROFIT_PARENT', 40],
      ['BALANCE_SHEET', 'OWNERS_EQUITY', 500],
      ['BALANCE_SHEET', 'TOTAL_ASSETS', 1000],
    ] as const) {
      rows.push({
        ticker: 'AAA',
        statement,
        itemCode,
        periodType: 'year',
        year,
        quarter: 0,
        value: value * B,
        source: 'test',
      });
    }
  }
  await db.insert(statementValues).values(rows);
  await refreshStatementChoices(db, {});
}

async function loginAs(values: Parameters<typeof createUser>[1]): Promise<string> {
  const user = await createUser(handle.db, values);
  const result = await callAccount<LoginResponse>(loginRoute, {
    body: { email: user.email, password: user.password, deviceId: uniqueDevice(), deviceName: 'Jest' },
    ip: uniqueIp(),
  });
  expect(result.status).toBe(200);
  return result.data.token.accessToken;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  await seedRatioFixtures(handle.db);
  await seedHistory(handle.db);
  // More news of AAA than a guest may read (NEWS_ALL: the 10 newest).
  await seedMatrixNews(handle.db, 12);
  tokens.set('free', await loginAs({}));
  tokens.set('BASIC', await loginAs({ expiredDayBasic: FAR }));
  tokens.set('PRO', await loginAs({ expiredDayPro: FAR, expiredDayBasic: '2020-01-01' }));
  tokens.set('PREMIUM', await loginAs({ expiredDayPremium: FAR }));
  tokens.set('admin', await loginAs({ isAdmin: true }));
  expiredToken = await loginAs({ expiredDayPro: '2020-01-01' });
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

function headersOf(role: AccessRole): Record<string, string> {
  const token = tokens.get(role);
  return token ? { authorization: `Bearer ${token}` } : {};
}

interface Answer {
  status: number;
  code?: string;
  extra?: { code?: string; requiredPlan?: string | null };
  payload: unknown;
}

async function call(
  route: NextApiHandler,
  request: {
    method?: string;
    query?: Record<string, string>;
    body?: unknown;
    headers: Record<string, string>;
  },
): Promise<Answer> {
  const result = await callRoute<{
    hashCode?: string;
    data?: unknown;
    code?: string;
    extra?: Answer['extra'];
  }>(route, { ...request, headers: { cookie: 'deviceId=matrix-device-1', ...request.headers } });
  const payload = result.body.hashCode ? openEnvelope(result.body.hashCode) : result.body.data;
  return { status: result.status, code: result.body.code, extra: result.body.extra, payload };
}

/** How many periods an answer holds, per endpoint kind of answer. */
type Counter = (payload: unknown) => number;
const countPeriods: Counter = (payload) =>
  (payload as FinanceDataResponse | RatiosDataResponse).periods.length;
const countRange: Counter = (payload) => (payload as FinanceDataRangeResponse).count;
/** Ticket data of an old period: 1 when its figures are answered, 0 when the plan hides them. */
const countFigures: Counter = (payload) =>
  Object.values((payload as FinanceDataResponse).values).some((row) => row.some((value) => value !== null))
    ? 1
    : 0;

/** Points of the first series of a chart answer (one metric or several). */
const countPoints: Counter = (payload) => {
  const answer = payload as FinanceChartResponse | FinanceChartOneResponse;
  const series = 'points' in answer.series ? answer.series : answer.series[0];
  return series?.points.length ?? 0;
};

/** Items of a paged list answer. */
const countItems: Counter = (payload) => (payload as NewsListResponse).items.length;

interface Case {
  name: string;
  path: keyof typeof DATA_ENDPOINT_ACCESS;
  method?: string;
  query?: Record<string, string>;
  body?: unknown;
  /** periods endpoints: the period type asked and how to count what came back. */
  periodType?: PeriodType;
  count?: Counter;
  /** What an open route answers everyone (default 200). */
  openStatus?: number;
  /** The most periods a limited answer may hold for a cap (ticket data: is the old period inside the cap). */
  limitedCount?: (cap: number, full: number) => number;
}

const CASES: Case[] = [
  { name: 'corp-search', path: '/api/enterprise/corp-search', query: { corpText: 'AAA' } },
  { name: 'corp-profile', path: '/api/enterprise/corp-profile', query: { ticket: 'AAA' } },
  {
    name: 'finance-label',
    path: '/api/enterprise/finance-label',
    query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT' },
  },
  {
    name: 'finance-data by quarter',
    path: '/api/enterprise/v2/finance-data',
    query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT', period: 'quarter', start: '2010', limit: '24' },
    periodType: 'quarter',
    count: countPeriods,
  },
  {
    name: 'finance-data by year',
    path: '/api/enterprise/v2/finance-data',
    query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT', period: 'year', start: '2010', limit: '21' },
    periodType: 'year',
    count: countPeriods,
  },
  {
    name: 'finance-data trailing',
    path: '/api/enterprise/v2/finance-data',
    query: { ticket: 'AAA', tableName: 'TRAILING', period: 'quarter', start: '2010' },
    periodType: 'quarter',
    count: (payload) =>
      (payload as FinanceDataResponse).periods.filter(
        (period) => !(period.key in (payload as FinanceDataResponse).unavailable),
      ).length,
  },
  {
    name: 'finance-ticket-data of 2021 Q2',
    path: '/api/enterprise/v2/finance-ticket-data',
    query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT', period: 'quarter', date: '2021-05-15' },
    periodType: 'quarter',
    count: countFigures,
    // 2021 Q2 is the 14th newest of 16 quarters: its figures show under a cap of 14 or more only.
    limitedCount: (cap, full) => (cap >= 14 ? full : 0),
  },
  {
    name: 'finance-data-range',
    path: '/api/enterprise/v2/finance-data-range',
    query: { ticket: 'AAA', tableName: 'BALANCE_SHEET', period: 'quarter' },
    periodType: 'quarter',
    count: countRange,
  },
  {
    name: 'numeral-data by quarter',
    path: '/api/enterprise/numeral-data',
    query: { ticket: 'AAA', period: 'quarter', limit: '20' },
    periodType: 'quarter',
    count: countPeriods,
  },
  {
    name: 'numeral-data by year',
    path: '/api/enterprise/numeral-data',
    query: { ticket: 'AAA', period: 'year', limit: '20' },
    periodType: 'year',
    count: countPeriods,
  },
  { name: 'numeral-metric', path: '/api/enterprise/numeral-metric', query: { ticket: 'AAA' } },
  { name: 'finance-chip', path: '/api/enterprise/v2/finance-chip', query: { ticket: 'AAA' } },
  { name: 'default chart sections', path: '/api/enterprise/chart-section/default', query: { symbol: 'AAA' } },
  {
    name: 'finance-chart of one metric by quarter',
    path: '/api/enterprise/v2/finance-chart',
    query: { ticket: 'AAA', accountId: 'statement:INCOME_STATEMENT.NET_REVENUE', period: 'quarter' },
    periodType: 'quarter',
    count: countPoints,
  },
  {
    name: 'finance-chart of one ratio by year',
    path: '/api/enterprise/v2/finance-chart',
    query: { ticket: 'AAA', accountId: 'ratio:ROE', period: 'year' },
    periodType: 'year',
    count: countPoints,
  },
  {
    name: 'finance-chart of a dashboard chart by quarter',
    path: '/api/enterprise/finance-chart',
    query: {
      ticket: 'AAA',
      metrics: 'statement:INCOME_STATEMENT.NET_REVENUE,price:close',
      period: 'quarter',
    },
    periodType: 'quarter',
    count: countPoints,
  },
  {
    name: 'finance-chart of a dashboard chart by year',
    path: '/api/enterprise/finance-chart',
    query: { ticket: 'AAA', metrics: 'statement:INCOME_STATEMENT.NET_REVENUE', period: 'year' },
    periodType: 'year',
    count: countPoints,
  },
  { name: 'same-industry-data', path: '/api/enterprise/same-industry-data', query: { ticket: 'AAA' } },
  { name: 'same-industry-metric', path: '/api/enterprise/same-industry-metric', query: { ticket: 'AAA' } },
  {
    name: 'same-industry-metric (save)',
    path: '/api/enterprise/same-industry-metric',
    method: 'POST',
    body: { ticket: 'AAA', metrics: ['PE', 'ROE'] },
  },
  { name: 'overview', path: '/api/enterprise/overview', query: { ticket: 'AAA' } },
  { name: 'stock-ohlc', path: '/api/enterprise/stock-ohlc', query: { ticket: 'AAA', resolution: 'week' } },
  { name: 'technical-summary', path: '/api/enterprise/technical-summary', query: { ticket: 'AAA' } },
  { name: 'value-chain', path: '/api/enterprise/value-chain', query: { ticket: 'AAA' } },
  { name: 'report-analysis', path: '/api/enterprise/report-analysis', query: { ticket: 'AAA' } },
  {
    name: 'news',
    path: '/api/enterprise/news',
    query: { ticket: 'AAA', pageSize: '50' },
    count: countItems,
  },
  { name: 'documents', path: '/api/enterprise/documents', query: { ticket: 'AAA' } },
  { name: 'company events', path: '/api/enterprise/events', query: { ticket: 'AAA' } },
  { name: 'dividends', path: '/api/enterprise/dividends', query: { ticket: 'AAA' } },
  { name: 'ownership', path: '/api/enterprise/ownership', query: { ticket: 'AAA' } },
  { name: 'insider-deals', path: '/api/enterprise/insider-deals', query: { ticket: 'AAA' } },
  { name: 'foreign-room', path: '/api/enterprise/foreign-room', query: { ticket: 'AAA' } },
  { name: 'price-history', path: '/api/enterprise/price-history', query: { ticket: 'AAA' } },
  {
    // The statement quarters the shown sessions stand on (AAA: three closes, on Q2, Q3 and Q4 2024).
    name: 'valuation bands',
    path: '/api/enterprise/valuation-bands',
    query: { ticket: 'AAA' },
    periodType: 'quarter',
    count: (payload) => (payload as { quarters: string[] }).quarters.length,
    limitedCount: (cap, full) => Math.min(cap, full),
  },
  { name: 'commercial banks', path: '/api/macro/ticket/commercial-bank' },
  // No macro catalogue is seeded here: an open route answers 404 to everyone alike, never 401 or 403.
  { name: 'macro labels', path: '/api/macro/get-label', query: { macroName: 'CPI' }, openStatus: 404 },
  {
    name: 'macro labels of a table',
    path: '/api/macro/get-label-v2',
    query: { dimTable: 'dim_cpi' },
    openStatus: 404,
  },
  { name: 'industry overview', path: '/api/industry/overview' },
];

/** The rules the matrix walks: one code (or none) for the whole route. */
type WalkedRule = Extract<EndpointRule, { kind: 'open' | 'gate' | 'periods' | 'items' | 'sections' }>;

function walkedRule(path: Case['path']): WalkedRule {
  const rule: EndpointRule = DATA_ENDPOINT_ACCESS[path];
  if (rule.kind === 'perItem' || rule.kind === 'structure' || rule.kind === 'account')
    throw new Error(`${path} has no single code`);
  return rule;
}

function routeOf(path: string): NextApiHandler {
  const route = API_ROUTES[path];
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

function callCase(testCase: Case, headers: Record<string, string>): Promise<Answer> {
  return call(routeOf(testCase.path), {
    method: testCase.method ?? 'GET',
    query: testCase.query,
    body: testCase.body,
    headers,
  });
}

describe('the access matrix', () => {
  it('knows how every market-data route is governed', () => {
    const dataPaths = Object.keys(API_ROUTES).filter((path) =>
      DATA_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix)),
    );
    expect(Object.keys(DATA_ENDPOINT_ACCESS).sort()).toEqual(dataPaths.sort());
    // Chart sections are the caller's own content; their rules are tested with the charts module. A
    // route with a code per item (indicator, industry, presentation) or an open structure is tested
    // with its module (macro, industry).
    const marketPaths = dataPaths.filter((path) => {
      const kind = (DATA_ENDPOINT_ACCESS as Record<string, EndpointRule>)[path]?.kind;
      return kind !== 'sections' && kind !== 'perItem' && kind !== 'structure' && kind !== 'account';
    });
    const covered = new Set(CASES.map((testCase) => testCase.path));
    expect([...covered].sort()).toEqual(marketPaths.sort());
  });

  describe.each(CASES)('$name', (testCase) => {
    const rule = walkedRule(testCase.path);
    let full: number | undefined;

    beforeAll(async () => {
      if (testCase.count) {
        const answer = await callCase(testCase, headersOf('admin'));
        expect(answer.status).toBe(200);
        full = testCase.count(answer.payload);
      }
    });

    it.each(ACCESS_ROLES)('as %s', async (role) => {
      const answer = await callCase(testCase, headersOf(role));
      if (rule.kind === 'open') {
        expect(answer.status).toBe(testCase.openStatus ?? 200);
        return;
      }
      const access = accessFor(role, rule.code);
      if (access.level === 'none') {
        expect(answer.status).toBe(403);
        expect(answer.code).toBe(ACCESS_RULES[rule.code].from === 'admin' ? 'FORBIDDEN' : 'PLAN_REQUIRED');
        expect(answer.extra).toEqual({ code: rule.code, requiredPlan: access.requiredPlan });
        return;
      }
      expect(answer.status).toBe(200);
      const notice = (answer.payload as { access?: AccessNotice } | null)?.access;
      // A periods route may take its period rule from another code (the one-metric chart).
      const shown = rule.kind === 'periods' && rule.periodsOf ? accessFor(role, rule.periodsOf) : access;
      if (rule.kind === 'gate' || rule.kind === 'sections' || shown.level === 'full') {
        expect(notice).toBeUndefined();
        if (testCase.count) expect(testCase.count(answer.payload)).toBe(full);
        return;
      }
      const { limit } = shown;
      if (rule.kind === 'items') {
        // Limited: the newest items only, whatever the page, and a notice.
        if (limit?.kind !== 'items' || !testCase.count || full === undefined) {
          throw new Error(`${testCase.name}: a limited list needs an item limit and a counter`);
        }
        expect(full).toBeGreaterThan(limit.max);
        expect(testCase.count(answer.payload)).toBe(limit.max);
        expect(notice).toEqual(limitedNewsNotice(limit.max, shown.requiredPlan));
        return;
      }
      // Limited: the newest periods only, and a notice naming the plan.
      if (limit?.kind !== 'periods' || !testCase.count || !testCase.periodType || full === undefined) {
        throw new Error(`${testCase.name}: a limited answer needs a period limit and a counter`);
      }
      const cap = limit.periods[testCase.periodType];
      // The seeded history goes beyond the cap, so the clamp shows.
      if (!testCase.limitedCount) expect(full).toBeGreaterThan(cap);
      const expected = testCase.limitedCount ? testCase.limitedCount(cap, full) : Math.min(cap, full);
      expect(testCase.count(answer.payload)).toBe(expected);
      expect(notice).toEqual({
        level: 'limited',
        requiredPlan: shown.requiredPlan,
        message: limitedPeriodsMessage(cap, testCase.periodType, shown.requiredPlan),
        maxPeriods: cap,
      });
    });
  });

  it('clamps to the newest periods the company has, not to the oldest', async () => {
    const answer = await call(routeOf('/api/enterprise/v2/finance-data'), {
      query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT', period: 'quarter', start: '2010', limit: '24' },
      headers: headersOf('free'),
    });
    const periods = (answer.payload as FinanceDataResponse).periods.map((period) => period.key);
    expect(periods[0]).toBe('2023Q1');
    expect(periods[periods.length - 1]).toBe('2024Q4');
    const range = await call(routeOf('/api/enterprise/v2/finance-data-range'), {
      query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT' },
      headers: headersOf('anonymous'),
    });
    const { first, last } = range.payload as FinanceDataRangeResponse;
    expect([first?.key, last?.key]).toEqual(['2023Q1', '2024Q4']);
  });

  it('treats an account whose plan ran out as a free account', async () => {
    const answer = await call(routeOf('/api/enterprise/same-industry-data'), {
      query: { ticket: 'AAA' },
      headers: { authorization: `Bearer ${expiredToken}` },
    });
    expect(answer.status).toBe(403);
    expect(answer.extra).toEqual({ code: 'ANALYSIS_VALUE_ALL', requiredPlan: 'PRO' });
    const finance = await call(routeOf('/api/enterprise/v2/finance-data'), {
      query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT', start: '2010' },
      headers: { authorization: `Bearer ${expiredToken}` },
    });
    expect((finance.payload as FinanceDataResponse).access?.level).toBe('limited');
  });
});

describe('server-rendered preloads', () => {
  const financeQuery: FinanceDataQuery = {
    ticker: 'AAA',
    tableName: 'INCOME_STATEMENT',
    period: 'quarter',
    start: 2010,
    limit: 24,
  };
  const ratiosQuery: RatiosDataQuery = { ticker: 'AAA', period: 'quarter', limit: 20 };

  function pageRequest(token: string | undefined) {
    return {
      cookies: token ? { [STORAGE_KEYS.accessToken]: token } : {},
      headers: {},
    };
  }

  it.each(ACCESS_ROLES)('show %s what the API answers', async (role) => {
    const req = pageRequest(tokens.get(role));
    const api = await call(routeOf('/api/enterprise/v2/finance-data'), {
      query: { ticket: 'AAA', tableName: 'INCOME_STATEMENT', period: 'quarter', start: '2010', limit: '24' },
      headers: headersOf(role),
    });
    expect(JSON.parse(JSON.stringify(await financePreloadSource(req)(financeQuery)))).toEqual(api.payload);

    const ratios = await call(routeOf('/api/enterprise/numeral-data'), {
      query: { ticket: 'AAA', period: 'quarter', limit: '20' },
      headers: headersOf(role),
    });
    expect(JSON.parse(JSON.stringify(await ratiosPreloadSource(req).ratiosData(ratiosQuery)))).toEqual(
      ratios.payload,
    );

    const source = ratiosPreloadSource(req);
    const sameIndustry = source.sameIndustryData({ ticker: 'AAA', period: 'quarter' });
    if (accessFor(role, 'ANALYSIS_VALUE_ALL').level === 'none') {
      await expect(sameIndustry).rejects.toMatchObject({ code: 'PLAN_REQUIRED' });
      await expect(source.metricSet('same_industry', 'AAA')).rejects.toMatchObject({ code: 'PLAN_REQUIRED' });
    } else {
      await expect(sameIndustry).resolves.toMatchObject({ ticker: 'AAA' });
    }
  });

  it('treats a missing, malformed or unknown token as a guest, read from the raw cookie header too', async () => {
    const guest = await financePreloadSource(pageRequest('not-a-token'))(financeQuery);
    expect(guest.access?.level).toBe('limited');
    const fromHeader = await financePreloadSource({
      headers: { cookie: `theme=dark; ${STORAGE_KEYS.accessToken}=${tokens.get('BASIC') ?? ''}` },
    })(financeQuery);
    expect(fromHeader.access).toBeUndefined();
    expect((await financePreloadSource(undefined)(financeQuery)).access?.level).toBe('limited');
  });
});
