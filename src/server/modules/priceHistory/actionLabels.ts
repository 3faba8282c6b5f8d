import type { CorporateActionKind } from '@/common/finance/shareBasis';
import { formatNumber } from '@/common/format';
import { formatRatio } from '@/common/market/dividends';
import { CORPORATE_EVENT_LABELS } from '@/common/market/events';

/** Vietnamese names of the corporate actions that adjust prices. */
export const ACTION_KIND_LABELS: Record<CorporateActionKind, string> = {
  split: CORPORATE_EVENT_LABELS.split,
  stock_dividend: CORPORATE_EVENT_LABELS.stock_dividend,
  bonus_issue: CORPORATE_EVENT_LABELS.bonus_issue,
  rights_issue: CORPORATE_EVENT_LABELS.rights_issue,
  share_issue: 'Phát hành thêm cổ phiếu',
  cash_dividend: CORPORATE_EVENT_LABELS.cash_dividend,
};

/**
 * The action as the row's tag and the export print it, with the ratio in the notation the events
 * screens use (src/common/market/dividends.ts formatRatio: 100:20, a split 1:2).
 */
export function actionLabel(action: {
  kind: CorporateActionKind;
  ratio: number | null;
  cashPerShare: number | null;
}): string {
  const ratio = formatRatio(action.ratio, action.kind);
  const price = action.cashPerShare === null ? null : `${formatNumber(action.cashPerShare, 0)} đồng/cp`;
  const parts: (string | null)[] = [ACTION_KIND_LABELS[action.kind]];
  if (action.kind === 'cash_dividend') parts.push(price);
  else {
    parts.push(ratio === null ? null : `tỷ lệ ${ratio}`);
    if (action.kind === 'rights_issue' || action.kind === 'share_issue')
      parts.push(price === null ? null : `giá ${price}`);
  }
  return parts.filter((part): part is string => part !== null).join(', ');
}
