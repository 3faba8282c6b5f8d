import { financeDataResponse } from '@/common/contracts/finance';
import { openEnvelope } from '@/lib/envelope';
import { financeDataRoute } from '@/server/modules/finance/finance.handlers';
import { installRoleVerifier, restoreVerifier, roleHeaders } from '../../../../../tests/helpers/access';
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../../../db/client';
import { companies, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { refreshStatementChoices } from '../../../db/statementSource';

// A made-up company whose balance sheet breaks total assets = total resources in its oldest quarter
// only. A guest sees the newest quarters: the mark (which carries the published figures) of the
// oldest one must not reach them.

let handle: DatabaseHandle;
const QUARTERS = Array.from({ length: 24 }, (_, index) => ({
  year: 2018 + Math.floor(index / 4),
  quarter: (index % 4) + 1,
}));

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
  installRoleVerifier();
  await handle.db
    .insert(companies)
    .values({ ticker: 'QAX', nameVi: 'Công ty QAX', companyType: 'non_financial' });
  await handle.db.insert(statementValues).values(
    QUARTERS.flatMap(({ year, quarter }, index) =>
      ['TOTAL_ASSETS', 'TOTAL_RESOURCES'].map((itemCode) => ({
        ticker: 'QAX',
        statement: 'BALANCE_SHEET' as const,
        itemCode,
        periodType: 'quarter' as const,
        year,
        quarter,
        value: 1e12 + (index === 0 && itemCode === 'TOTAL_RESOURCES' ? 5e9 : 0),
        source: 'test',
      })),
    ),
  );
  await refreshStatementChoices(handle.db, {});
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  restoreVerifier();
  await handle.close();
});

async function answerFor(role: 'anonymous' | 'admin') {
  const result = await callRoute<{ hashCode: string }>(financeDataRoute, {
    query: { ticket: 'QAX', tableName: 'BALANCE_SHEET', period: 'quarter' },
    headers: roleHeaders(role),
  });
  expect(result.status).toBe(200);
  return financeDataResponse.parse(await openEnvelope(result.body.hashCode));
}

describe('quality marks and the plan limits', () => {
  it('shows the mark to whoever sees the period, and never to a guest limited to newer periods', async () => {
    const full = await answerFor('admin');
    expect(full.quality).toEqual([
      expect.objectContaining({
        periodKey: '2018Q1',
        itemCode: 'TOTAL_RESOURCES',
        kind: 'balance',
        difference: 5e9,
      }),
    ]);
    const guest = await answerFor('anonymous');
    expect(guest.access?.level).toBe('limited');
    expect(guest.periods.map((period) => period.key)).not.toContain('2018Q1');
    expect(guest.quality).toBeUndefined();
  });
});
