import type { Exchange } from '@/common/constants/market';
import { addDays } from './calendar';
import {
  eventRow,
  nextTradingDay,
  tradingDayOnOrAfter,
  tradingDayOnOrBefore,
  viNumber,
  type CorporateEventRow,
} from './eventDates';
import type { DemoSeries } from './prices';
import type { Random } from './random';

/** Meetings are generated from this year on. */
const FIRST_MEETING_YEAR = 2015;
/** How far past "now" the calendar shows announced events. */
export const UPCOMING_DAYS = 60;

const EXCHANGE_TEXT: Record<Exchange, string> = {
  HOSE: 'Niêm yết lần đầu trên HOSE',
  HNX: 'Niêm yết lần đầu trên HNX',
  UPCOM: 'Đăng ký giao dịch lần đầu trên UPCoM',
};

export interface MeetingContext {
  ticker: string;
  exchange: Exchange;
  listingDate: string | null;
  /** Shares on the first demo day (the listing's count, as far as the demo knows). */
  firstShares: number;
  lastClose: number;
  /** The demo's today (Vietnam date): events are shown once announced, up to UPCOMING_DAYS ahead. */
  today: string;
}

/**
 * Meetings, the listing and the announced future dividend of one company. An event is generated only
 * once it is announced (announced_on <= today) and up to UPCOMING_DAYS after today: yearly AGMs in
 * March-April with their record date about a month before, an occasional EGM, and for some companies
 * an announced cash dividend whose ex-date is still ahead.
 *
 * Future entitlements are calendar events only, never corporate_actions: those move the as-traded
 * price series and its adjustment ratios, which end on the last session before today.
 */
export function buildMeetingEvents(context: MeetingContext, random: Random): CorporateEventRow[] {
  const { ticker, today } = context;
  const horizon = addDays(today, UPCOMING_DAYS);
  const events: CorporateEventRow[] = [];
  const shown = (date: string, announced: string): boolean => date <= horizon && announced <= today;
  if (context.listingDate)
    events.push(
      eventRow(ticker, {
        kind: 'listing',
        eventDate: context.listingDate,
        title: EXCHANGE_TEXT[context.exchange],
        shares: Math.round(context.firstShares),
      }),
    );
  const lastYear = Number(horizon.slice(0, 4));
  for (let year = FIRST_MEETING_YEAR; year <= lastYear; year += 1) {
    const stream = random.fork(`meetings-${year}`);
    const month = stream.chance(0.45) ? '03' : '04';
    const date = tradingDayOnOrAfter(`${year}-${month}-${String(stream.int(8, 27)).padStart(2, '0')}`);
    // The record date of attendance about a month ahead, announced 1-2 weeks before it.
    const record = tradingDayOnOrBefore(addDays(date, -stream.int(25, 35)));
    const announced = tradingDayOnOrBefore(addDays(record, -stream.int(7, 14)));
    if (shown(date, announced))
      events.push(
        eventRow(ticker, {
          kind: 'agm',
          eventDate: date,
          title: `Đại hội đồng cổ đông thường niên năm ${year}`,
          announcedOn: announced,
          recordDate: record,
        }),
      );
    if (!stream.chance(0.12)) continue;
    const egm = tradingDayOnOrAfter(
      `${year}-${String(stream.int(6, 12)).padStart(2, '0')}-${String(stream.int(1, 26)).padStart(2, '0')}`,
    );
    const egmRecord = tradingDayOnOrBefore(addDays(egm, -stream.int(20, 30)));
    const egmAnnounced = tradingDayOnOrBefore(addDays(egmRecord, -stream.int(7, 14)));
    if (shown(egm, egmAnnounced))
      events.push(
        eventRow(ticker, {
          kind: 'egm',
          eventDate: egm,
          title: `Đại hội đồng cổ đông bất thường năm ${year}`,
          announcedOn: egmAnnounced,
          recordDate: egmRecord,
        }),
      );
  }
  const upcoming = random.fork('upcoming-dividend');
  if (upcoming.chance(0.35)) {
    const exDate = tradingDayOnOrAfter(addDays(today, upcoming.int(5, UPCOMING_DAYS - 5)));
    const recordDate = nextTradingDay(exDate);
    // 300-3,000 VND a share (3-30% of the 10,000 VND par), near 1-4% of the price.
    const cash = Math.min(
      3000,
      Math.max(300, Math.round((context.lastClose * upcoming.uniform(0.01, 0.04)) / 100) * 100),
    );
    // Interim dividends for the current year in the second half, last year's final one before.
    const interim = Number(today.slice(5, 7)) >= 7;
    const fiscalYear = Number(today.slice(0, 4)) - (interim ? 0 : 1);
    events.push(
      eventRow(ticker, {
        kind: 'cash_dividend',
        eventDate: exDate,
        title: interim
          ? `Tạm ứng cổ tức năm ${fiscalYear} bằng tiền, ${viNumber(cash)} đồng/cp`
          : `Trả cổ tức bằng tiền năm ${fiscalYear}, ${viNumber(cash)} đồng/cp`,
        announcedOn: tradingDayOnOrBefore(addDays(today, -upcoming.int(1, 10))),
        exDate,
        recordDate,
        paymentDate: tradingDayOnOrAfter(addDays(recordDate, upcoming.int(14, 45))),
        cashPerShare: cash,
        fiscalYear,
      }),
    );
  }
  return events;
}

/**
 * One or two one-session suspensions in the whole universe ("chậm công bố báo cáo tài chính"), on
 * days the ticker's series has no trade at all (volume 0, price at the reference), so the calendar
 * and the prices agree. Tickers are tried in a drawn order; none when no series has such a day.
 */
export function buildSuspensions(
  series: readonly DemoSeries[],
  fromDate: string,
  random: Random,
): CorporateEventRow[] {
  const order = series.map((item) => ({ item, key: random.next() })).sort((a, b) => a.key - b.key);
  const events: CorporateEventRow[] = [];
  const wanted = random.int(1, 2);
  for (const { item } of order) {
    if (events.length >= wanted) break;
    const quiet = item.prices.filter((price) => price.volume === 0 && price.date >= fromDate);
    const day = quiet.length > 0 ? random.pick(quiet) : undefined;
    if (!day) continue;
    events.push(
      eventRow(item.ticker, {
        kind: 'suspension',
        eventDate: day.date,
        endDate: day.date,
        title: 'Tạm ngừng giao dịch 1 phiên do chậm công bố báo cáo tài chính',
        announcedOn: tradingDayOnOrBefore(addDays(day.date, -1)),
      }),
    );
  }
  return events;
}
