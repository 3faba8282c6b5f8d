import { eq } from 'drizzle-orm';
import { companies, corporateActions } from '../../db/schema';
import type { ImportContext } from '../framework';
import {
  bandNotices,
  priceUnitCheck,
  zeroVolumeNotices,
  type ExDateAdjustment,
  type PricePoint,
} from './ohlcvChecks';

interface ReviewedRow {
  row: number;
  date: string;
  close: number;
  volume: number;
}

/**
 * Runs the plausibility checks of a ticker's parsed rows (prices in VND, `multiplier` VND per unit
 * of the file) inside its import: fails a file written in VND, rejects single implausible rows,
 * and reports out-of-band moves and zero-volume days as notices. Returns the rows to keep.
 */
export async function reviewTickerPrices<Row extends ReviewedRow>(
  ctx: ImportContext,
  ticker: string,
  rows: readonly Row[],
  multiplier: number,
): Promise<Row[]> {
  const asWritten = (row: ReviewedRow): PricePoint => ({
    row: row.row,
    date: row.date,
    close: row.close / multiplier,
    volume: row.volume,
  });
  const unit = priceUnitCheck(rows.map(asWritten));
  if (unit.failure) ctx.fail(null, unit.failure);
  for (const rejection of unit.rejections) ctx.reject(rejection.row, rejection.reason);
  const dropped = new Set(unit.rejections.map((rejection) => rejection.row));
  const kept = rows.filter((row) => !dropped.has(row.row));

  const [company] = await ctx.tx
    .select({ exchange: companies.exchange })
    .from(companies)
    .where(eq(companies.ticker, ticker));
  const actions = await ctx.tx
    .select({
      exDate: corporateActions.exDate,
      ratio: corporateActions.ratio,
      cashPerShare: corporateActions.cashPerShare,
    })
    .from(corporateActions)
    .where(eq(corporateActions.ticker, ticker));
  const exDates = new Map<string, ExDateAdjustment>();
  for (const action of actions) {
    const earlier = exDates.get(action.exDate) ?? { ratio: 1, cashPerShare: 0 };
    exDates.set(action.exDate, {
      ratio: earlier.ratio * (action.ratio ?? 1),
      cashPerShare: earlier.cashPerShare + (action.cashPerShare ?? 0) / multiplier,
    });
  }
  const points = kept.map(asWritten);
  for (const notice of bandNotices(points, company?.exchange ?? null, exDates))
    ctx.notice(notice.row, notice.reason);
  for (const notice of zeroVolumeNotices(points)) ctx.notice(notice.row, notice.reason);
  return kept;
}
