import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { createTestDatabase } from '../../../db/testing';
import { importFiinTradeFile } from '../../../importers/fiintrade';
import { importOhlcvFile } from '../../../importers/prices/ohlcvCsv';
import { getDataFreshness } from '../enterprise.freshness';
import { getCorpProfile } from '../enterprise.service';

const VNX = sharedDataPath('zuongthaotn__vn-stock-data', 'VNX');
const FIIN = sharedDataPath(
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
  '21Q3-23Q2',
);

describeWithSharedData('sources and ages of a company with real files', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('names the statement and price sources with their last dates and warns that both are old', async () => {
    const prices = path.join(VNX, 'TCB.csv');
    const lastDate = readFileSync(prices, 'utf8').trimEnd().split('\n').pop()?.split(',')[0] ?? '';
    await importOhlcvFile(handle.db, prices);
    const statement = readdirSync(FIIN).find((name) => /^IncomeStatement_TCB_\d+\.xlsx$/.test(name)) ?? '';
    await importFiinTradeFile(handle.db, path.join(FIIN, statement));

    // Today as the issue was filed: the files end in 2021 (prices) and Q2/2023 (statements).
    const freshness = await getDataFreshness(handle.db, 'TCB', new Date('2026-11-27T03:00:00Z'));
    expect(freshness).toMatchObject({
      today: '2026-11-27',
      statements: {
        source: 'fiintrade',
        sourceLabel: 'FiinTrade (Excel)',
        latestPeriod: 'Q2/2023',
        stale: true,
      },
      prices: { source: 'ohlcv-csv', lastDate, stale: true },
    });
    expect(freshness.statements?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(freshness.warnings).toEqual([
      expect.stringMatching(/^Báo cáo tài chính mới nhất là kỳ Q2\/2023, cũ hơn 2 quý/),
      expect.stringMatching(/^Giá gần nhất là ngày .* phiên \(quá 5 phiên\)/),
    ]);

    // Shortly after the last price and the quarter, nothing is stale.
    const then = await getDataFreshness(handle.db, 'TCB', new Date(`${lastDate}T12:00:00Z`));
    expect(then.prices?.stale).toBe(false);

    const profile = await getCorpProfile(handle.db, 'TCB');
    expect(profile.freshness?.prices?.lastDate).toBe(lastDate);
  });
});
