import type {
  DividendEntitlement,
  DividendHistoryResponse,
  PriceAdjustmentInfo,
} from '@/common/contracts/corporateEvents';
import {
  adjustmentFactorOf,
  exchangeReferencePrice,
  formatRatio,
  isPriceMoving,
  referenceBasis,
  referenceFormula,
  referencePrice,
  referenceWorking,
  yieldAtExDate,
  type Entitlement,
} from '@/common/market/dividends';
import type { Database } from '../../db/client';
import { getPageCompany } from '../companyPages/company.repository';
import {
  listCompanyEvents,
  listCorporateActions,
  listPriceAdjustments,
  readPreviousSessions,
  type AdjustmentRow,
  type PreviousSessionRow,
} from './corporateEvents.repository';
import { payoutYears, type CashDividend } from './dividends.payout';

/**
 * The dividend history of a company (docs/DATA.md "Dividend history and reference prices"): every
 * entitlement that has gone ex (corporate actions, completed by the calendar's titles and dates),
 * its yield at the ex-date, the payout ratio of its fiscal year and how the ex-date adjusted the price
 * series: the stored price adjustment when there is one, else the reference price computed here.
 */

type Draft = Omit<
  DividendEntitlement,
  'yieldAtExDate' | 'yieldReason' | 'payoutRatio' | 'payoutReason' | 'adjustment' | 'adjustmentReason'
>;

const keyOf = (exDate: string, kind: string) => `${exDate}|${kind}`;

/** Free shares from profit or from reserves: the same corporate action under either calendar kind. */
const FREE_SHARE_KINDS: readonly string[] = ['stock_dividend', 'bonus_issue'];

/**
 * The draft an event completes: the action of the same ex-date and kind, or a stock dividend the
 * calendar files as a bonus issue (or the reverse), which moves the price alike.
 */
function matchingKey(drafts: ReadonlyMap<string, Draft>, exDate: string, kind: string): string | null {
  if (drafts.has(keyOf(exDate, kind))) return keyOf(exDate, kind);
  if (!FREE_SHARE_KINDS.includes(kind)) return null;
  const other = FREE_SHARE_KINDS.find((candidate) => candidate !== kind) ?? kind;
  return drafts.has(keyOf(exDate, other)) ? keyOf(exDate, other) : null;
}

/** Corporate actions and the calendar's entitlements gone ex by `today`, one per (ex-date, kind). */
async function entitlementDrafts(db: Database, ticker: string, today: string): Promise<Draft[]> {
  const [actions, events] = await Promise.all([
    listCorporateActions(db, ticker),
    listCompanyEvents(db, ticker),
  ]);
  const drafts = new Map<string, Draft>();
  for (const action of actions) {
    if (!isPriceMoving(action.kind) || action.exDate > today) continue;
    const rights = action.kind === 'rights_issue';
    drafts.set(keyOf(action.exDate, action.kind), {
      ticker,
      kind: action.kind,
      exDate: action.exDate,
      title: null,
      recordDate: null,
      paymentDate: null,
      fiscalYear: null,
      cashPerShare: rights ? null : action.cashPerShare,
      ratio: action.ratio,
      ratioText: formatRatio(action.ratio, action.kind),
      pricePerShare: rights ? action.cashPerShare : null,
    });
  }
  for (const event of events) {
    const exDate = event.exDate ?? event.eventDate;
    if (!isPriceMoving(event.kind) || exDate > today) continue;
    const matched = matchingKey(drafts, exDate, event.kind);
    const known = matched === null ? undefined : drafts.get(matched);
    if (matched !== null) drafts.delete(matched);
    const ratio = known?.ratio ?? event.ratio;
    drafts.set(keyOf(exDate, event.kind), {
      ticker,
      kind: event.kind,
      exDate,
      title: event.title,
      recordDate: event.recordDate,
      paymentDate: event.paymentDate,
      fiscalYear: event.fiscalYear,
      cashPerShare: known ? known.cashPerShare : event.cashPerShare,
      ratio,
      ratioText: formatRatio(ratio, event.kind),
      pricePerShare: known?.pricePerShare ?? event.pricePerShare,
    });
  }
  return [...drafts.values()].sort(
    (a, b) => b.exDate.localeCompare(a.exDate) || a.kind.localeCompare(b.kind),
  );
}

const NO_PREVIOUS = 'Chưa có giá phiên trước ngày giao dịch không hưởng quyền.';
const ADJUSTED_PREVIOUS =
  'Giá phiên trước ngày giao dịch không hưởng quyền là giá đã điều chỉnh, không phải giá giao dịch: không tính lại.';

/** Whether a published reference differs from the exact formula (by the tick's rounding). */
function differs(exact: number | null, published: number): boolean {
  return exact !== null && Math.abs(exact - published) >= 0.005;
}

function adjustmentOf(
  exchange: string | null,
  day: readonly Draft[],
  stored: AdjustmentRow | undefined,
  previous: PreviousSessionRow | undefined,
): { adjustment: PriceAdjustmentInfo | null; reason: string | null } {
  const entitlements: Entitlement[] = day.map((draft) => ({
    kind: draft.kind,
    cashPerShare: draft.cashPerShare,
    ratio: draft.ratio,
    pricePerShare: draft.pricePerShare,
  }));
  const formula = referenceFormula(day.map((draft) => draft.kind));
  if (stored) {
    return {
      adjustment: {
        from: 'price_adjustments',
        previousClose: stored.previousClose,
        previousDate: previous?.date ?? null,
        refPrice: stored.refPrice,
        factor: stored.factor,
        formula,
        working: referenceWorking(stored.previousClose, entitlements, stored.refPrice),
        rounded: differs(referencePrice(stored.previousClose, entitlements), stored.refPrice),
      },
      reason: null,
    };
  }
  if (!previous) return { adjustment: null, reason: NO_PREVIOUS };
  if (previous.basis !== 'raw') return { adjustment: null, reason: ADJUSTED_PREVIOUS };
  const basis = referenceBasis(exchange, previous.close, previous.average);
  const exact = referencePrice(basis, entitlements);
  if (exact === null) {
    return { adjustment: null, reason: 'Thiếu tiền mặt, tỷ lệ hoặc giá phát hành để tính giá tham chiếu.' };
  }
  const refPrice = exchangeReferencePrice(exchange, exact);
  return {
    adjustment: {
      from: 'computed',
      previousClose: basis,
      previousDate: previous.date,
      refPrice,
      factor: adjustmentFactorOf(basis, refPrice) ?? 1,
      formula,
      working: referenceWorking(basis, entitlements, refPrice),
      rounded: differs(exact, refPrice),
    },
    reason: null,
  };
}

/** The close of the session before the ex-date, as traded: the stored row's or the adjustment's P_prev. */
function previousCloseOf(previous: PreviousSessionRow | undefined, stored: AdjustmentRow | undefined) {
  if (previous?.basis === 'raw') return previous.close;
  return stored?.previousClose ?? null;
}

function yieldProblem(cashPerShare: number | null): string {
  return cashPerShare === null ? 'Thiếu số tiền cổ tức trên mỗi cổ phiếu.' : NO_PREVIOUS;
}

/** GET /api/enterprise/dividends: newest first; 404 for an unknown ticker. */
export async function getDividendHistory(
  db: Database,
  ticker: string,
  today: string,
): Promise<DividendHistoryResponse> {
  const company = await getPageCompany(db, ticker);
  const drafts = await entitlementDrafts(db, company.ticker, today);
  const exDates = [...new Set(drafts.map((draft) => draft.exDate))];
  const [stored, previous] = await Promise.all([
    listPriceAdjustments(db, company.ticker),
    readPreviousSessions(db, company.ticker, exDates),
  ]);
  const storedByDate = new Map(stored.map((row) => [row.exDate, row]));
  const cash: CashDividend[] = drafts.flatMap((draft) =>
    draft.kind === 'cash_dividend' && draft.cashPerShare !== null && draft.fiscalYear !== null
      ? [{ exDate: draft.exDate, cashPerShare: draft.cashPerShare, fiscalYear: draft.fiscalYear }]
      : [],
  );
  const years = await payoutYears(db, company, cash);
  const entitlements = drafts.map((draft): DividendEntitlement => {
    const day = drafts.filter((other) => other.exDate === draft.exDate);
    const { adjustment, reason } = adjustmentOf(
      company.exchange,
      day,
      storedByDate.get(draft.exDate),
      previous.get(draft.exDate),
    );
    const isCash = draft.kind === 'cash_dividend';
    const close = previousCloseOf(previous.get(draft.exDate), storedByDate.get(draft.exDate));
    const dividendYield = isCash ? yieldAtExDate(draft.cashPerShare, close) : null;
    const year = years.find((candidate) => candidate.fiscalYear === draft.fiscalYear);
    let payoutReason: string | null = null;
    if (isCash) {
      payoutReason =
        draft.fiscalYear === null
          ? 'Chưa rõ năm tài chính của khoản cổ tức này nên không tính tỷ lệ chi trả.'
          : (year?.reason ?? null);
    }
    return {
      ...draft,
      yieldAtExDate: dividendYield,
      yieldReason: isCash && dividendYield === null ? yieldProblem(draft.cashPerShare) : null,
      payoutRatio: isCash ? (year?.payoutRatio ?? null) : null,
      payoutReason,
      adjustment,
      adjustmentReason: reason,
    };
  });
  return { ticker: company.ticker, exchange: company.exchange, entitlements, years };
}
