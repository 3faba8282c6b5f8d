import type { InsiderAction, InsiderRelation, InsiderStatus } from '@/common/market/events';
import type { insiderTransactions } from '../../db/schema';
import { addDays } from './calendar';
import { DEMO_SOURCE } from './demoSource';
import { tradingDayOnOrAfter, tradingDayOnOrBefore } from './eventDates';
import { demoDomesticCompany, demoForeignFund, demoPerson } from './names';
import type { Random } from './random';

export type InsiderTransactionRow = typeof insiderTransactions.$inferInsert;

const POSITIONS = [
  'Chủ tịch HĐQT',
  'Thành viên HĐQT',
  'Tổng Giám đốc',
  'Phó Tổng Giám đốc',
  'Kế toán trưởng',
  'Trưởng Ban kiểm soát',
];
/** How a related person is tied to an insider, by the related person's sex. */
const RELATIONS = { male: ['Con trai', 'Em trai', 'Anh trai'], female: ['Vợ', 'Con gái', 'Em gái'] };

const lots = (shares: number, lot = 100): number => Math.max(lot, Math.round(shares / lot) * lot);

interface Who {
  name: string;
  position: string;
  relation: InsiderRelation;
  /** Shares held before the deal, as a fraction of the company's shares. */
  holding: number;
}

function drawWho(random: Random): Who {
  const roll = random.next();
  if (roll < 0.6) {
    return {
      name: demoPerson(random).name,
      position: random.pick(POSITIONS),
      relation: 'insider',
      holding: random.uniform(0.0001, 0.01),
    };
  }
  if (roll < 0.85) {
    const person = demoPerson(random);
    const insider = demoPerson(random, random.chance(0.75));
    const tie = random.pick(person.male ? RELATIONS.male : RELATIONS.female);
    return {
      name: person.name,
      position: `${tie} ${insider.male ? 'ông' : 'bà'} ${insider.name} - ${random.pick(POSITIONS)}`,
      relation: 'related',
      holding: random.uniform(0.00005, 0.003),
    };
  }
  return {
    name: random.chance(0.5) ? demoForeignFund(random) : demoDomesticCompany(random),
    position: 'Cổ đông lớn',
    relation: 'major',
    holding: random.uniform(0.05, 0.12),
  };
}

/**
 * A few insider and related-party deals of one company over the last two years, as the exchanges
 * publish them: a registered buy or sell with its window (about 30 days), then the result: done in
 * full, done in part, or not carried out (executed 0, holding unchanged). A window that ends on or
 * after today is still open: no result yet (executed fields and shares_after null). After = before
 * + executed for a buy, before - executed for a sell; a sale never registers more than is held.
 */
export function buildInsiderTransactions(
  ticker: string,
  sharesOutstanding: number,
  today: string,
  random: Random,
): InsiderTransactionRow[] {
  const rows: InsiderTransactionRow[] = [];
  const keys = new Set<string>();
  const count = random.int(2, 5);
  const lastSession = tradingDayOnOrBefore(addDays(today, -1));
  for (let deal = 0; deal < count; deal += 1) {
    const who = drawWho(random);
    const action: InsiderAction = random.chance(0.5) ? 'buy' : 'sell';
    const open = random.chance(0.2);
    const from = tradingDayOnOrAfter(addDays(today, open ? -random.int(1, 20) : -random.int(35, 720)));
    const to = tradingDayOnOrBefore(addDays(from, random.int(25, 30)));
    const key = `${who.name}|${action}|${from}`;
    if (keys.has(key)) continue;
    keys.add(key);
    const before = lots(sharesOutstanding * who.holding);
    const registered =
      action === 'sell'
        ? Math.min(before, lots(before * random.uniform(0.1, 0.6)))
        : lots(sharesOutstanding * random.uniform(0.0001, 0.003), 1000);
    let status: InsiderStatus = 'registered';
    let executed: number | null = null;
    let executedOn: string | null = null;
    if (to < today) {
      const roll = random.next();
      status = roll < 0.85 ? 'done' : 'cancelled';
      executed = roll < 0.6 ? registered : roll < 0.85 ? lots(registered * random.uniform(0.2, 0.9)) : 0;
      const last = to < lastSession ? to : lastSession;
      if (executed > 0) executedOn = tradingDayOnOrBefore(addDays(last, -random.int(0, 5)));
      if (executedOn !== null && executedOn < from) executedOn = from;
    }
    rows.push({
      ticker,
      personName: who.name,
      position: who.position,
      relation: who.relation,
      action,
      registeredShares: registered,
      registeredFrom: from,
      registeredTo: to,
      executedShares: executed,
      executedOn,
      sharesBefore: before,
      sharesAfter: executed === null ? null : action === 'buy' ? before + executed : before - executed,
      status,
      source: DEMO_SOURCE,
    });
  }
  return rows;
}
