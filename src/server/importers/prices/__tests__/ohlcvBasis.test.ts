import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { dailyPrices } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import { importOhlcvCsv } from '../ohlcvCsv';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const csv = (...lines: string[]): string => ['Date,Open,High,Low,Close,Volume', ...lines].join('\n') + '\n';

describe('ohlcv-csv price basis', () => {
  it("stores the file's back-adjusted prices as adjusted to the shares of its last day", async () => {
    await importOhlcvCsv(handle.db, {
      file: 'BAS.csv',
      text: csv('2021-07-14,45.9,46,44.35,45,100', '2021-07-15,44.6,46.85,44.6,46.45,200'),
    });
    const rows = await handle.db
      .select({ date: dailyPrices.date, basis: dailyPrices.priceBasis, adjustedTo: dailyPrices.adjustedTo })
      .from(dailyPrices)
      .where(eq(dailyPrices.ticker, 'BAS'))
      .orderBy(dailyPrices.date);
    expect(rows).toEqual([
      { date: '2021-07-14', basis: 'adjusted', adjustedTo: '2021-07-15' },
      { date: '2021-07-15', basis: 'adjusted', adjustedTo: '2021-07-15' },
    ]);
  });

  it('moves the whole series to the new last day when a longer file is imported', async () => {
    const summary = await importOhlcvCsv(handle.db, {
      file: 'BAS.csv',
      text: csv(
        '2021-07-14,45.9,46,44.35,45,100',
        '2021-07-15,44.6,46.85,44.6,46.45,200',
        '2021-07-16,46.5,47,46,46.8,300',
      ),
    });
    expect(summary.rowsWritten).toBeGreaterThanOrEqual(3);
    const rows = await handle.db
      .selectDistinct({ adjustedTo: dailyPrices.adjustedTo })
      .from(dailyPrices)
      .where(eq(dailyPrices.ticker, 'BAS'));
    expect(rows).toEqual([{ adjustedTo: '2021-07-16' }]);
  });
});
