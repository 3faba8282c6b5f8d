import type { CorporateEventKind } from '@/common/market/events';
import type { priceAdjustments } from '../../db/schema';
import { addDays } from './calendar';
import { DEMO_SOURCE } from './demoSource';
import {
  eventRow,
  nextTradingDay,
  ratioText,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  viNumber,
  type CorporateEventRow,
} from './eventDates';
import type { DemoAction, DemoSeries } from './prices';
import type { Random } from './random';

export type PriceAdjustmentRow = typeof priceAdjustments.$inferInsert;

/**
 * price_adjustments of a demo series: one per ex-date where the reference differs from the
 * previous close (every cash and stock dividend and split; a rights issue priced above the market
 * changes nothing and has none), as the feed's detection would store them. factor = ref / previous
 * close, which is exactly the step of daily_prices.adj_ratio: adjRatio(day before) / adjRatio(ex-date).
 */
export function buildPriceAdjustments(series: DemoSeries): PriceAdjustmentRow[] {
  const rows: PriceAdjustmentRow[] = [];
  for (let index = 1; index < series.prices.length; index += 1) {
    const previous = series.prices[index - 1];
    const price = series.prices[index];
    const reference = series.references[index];
    if (!previous || !price || reference === undefined || reference === previous.close) continue;
    rows.push({
      ticker: series.ticker,
      exDate: price.date,
      previousClose: previous.close,
      refPrice: reference,
      factor: reference / previous.close,
      source: DEMO_SOURCE,
    });
  }
  return rows;
}

/**
 * The calendar's kind of a demo corporate action. A stock dividend sometimes appears as a bonus
 * issue (cổ phiếu thưởng, paid from reserves rather than profit): both issue free shares and move
 * the price alike, so its corporate_actions row keeps the kind the price model gave it.
 */
export function calendarKind(action: DemoAction, random: Random): CorporateEventKind {
  if (action.kind === 'stock_dividend') return random.chance(0.3) ? 'bonus_issue' : 'stock_dividend';
  return action.kind;
}

const days = (random: Random, from: number, to: number): number => random.int(from, to);

/**
 * One calendar event per demo corporate action, dated as Vietnamese notices date them: the record
 * date is the trading day after the ex-date, the announcement 2-3 weeks before it, a dividend's
 * payment 2-8 weeks after the record date, a rights issue's subscription period and issue date
 * after it. Every change of the share count is followed 3-6 weeks later by its additional listing
 * (shares = the new shares listed). Dividends are paid for the year before the ex-date's.
 */
export function buildActionEvents(
  series: DemoSeries,
  sharesOnDay: readonly number[],
  random: Random,
): CorporateEventRow[] {
  const events: CorporateEventRow[] = [];
  const dayIndex = new Map(series.prices.map((price, index) => [price.date, index]));
  const listingDays = new Set<string>();
  for (const action of series.actions) {
    const stream = random.fork(action.exDate);
    const kind = calendarKind(action, stream);
    const exDate = action.exDate;
    const recordDate = nextTradingDay(exDate);
    const announcedOn = tradingDayOnOrBefore(addDays(exDate, -days(stream, 14, 21)));
    const fiscalYear = Number(exDate.slice(0, 4)) - 1;
    const index = dayIndex.get(exDate) ?? 0;
    const sharesBefore = sharesOnDay[index - 1] ?? sharesOnDay[index] ?? 0;
    const newShares = Math.round(sharesBefore * ((action.ratio ?? 1) - 1));
    const common = { exDate, recordDate, announcedOn, eventDate: exDate };
    if (kind === 'cash_dividend') {
      const cash = action.cashPerShare ?? 0;
      events.push(
        eventRow(series.ticker, {
          ...common,
          kind,
          title: `Trả cổ tức bằng tiền năm ${fiscalYear}, ${viNumber(cash)} đồng/cp`,
          paymentDate: tradingDayOnOrAfter(addDays(recordDate, days(stream, 14, 56))),
          cashPerShare: cash,
          fiscalYear,
        }),
      );
      continue;
    }
    const ratio = action.ratio ?? 1;
    const issueDate = tradingDayOnOrAfter(addDays(recordDate, days(stream, 10, 25)));
    if (kind === 'rights_issue') {
      const price = action.cashPerShare ?? 0;
      const subscriptionEnd = tradingDayOnOrAfter(addDays(recordDate, days(stream, 20, 30)));
      events.push(
        eventRow(series.ticker, {
          ...common,
          kind,
          title: `Phát hành quyền mua cổ phiếu, tỷ lệ ${ratioText(ratio)}, giá ${viNumber(price)} đồng/cp`,
          endDate: subscriptionEnd,
          paymentDate: tradingDayOnOrAfter(addDays(subscriptionEnd, days(stream, 10, 20))),
          ratio,
          pricePerShare: price,
          shares: newShares,
        }),
      );
    } else {
      const title =
        kind === 'split'
          ? `Chia tách cổ phiếu, tỷ lệ ${ratioText(ratio, true)}`
          : kind === 'bonus_issue'
            ? `Phát hành cổ phiếu thưởng, tỷ lệ ${ratioText(ratio)}`
            : `Trả cổ tức bằng cổ phiếu, tỷ lệ ${ratioText(ratio)}`;
      events.push(
        eventRow(series.ticker, {
          ...common,
          kind,
          title,
          paymentDate: issueDate,
          ratio,
          shares: newShares,
          fiscalYear: kind === 'stock_dividend' ? fiscalYear : null,
        }),
      );
    }
    // The additional listing of the new shares, 3-6 weeks after the ex-date (a later day if two
    // listings of one company would fall on the same day).
    let listed = tradingDayOnOrAfter(addDays(exDate, days(stream, 21, 42)));
    while (listingDays.has(listed)) listed = nextTradingDay(listed);
    listingDays.add(listed);
    events.push(
      eventRow(series.ticker, {
        kind: 'additional_listing',
        eventDate: listed,
        title: `Niêm yết bổ sung ${viNumber(newShares)} cổ phiếu`,
        announcedOn: tradingDayOnOrBefore(addDays(listed, -days(stream, 3, 7))),
        shares: newShares,
      }),
    );
  }
  return events;
}
