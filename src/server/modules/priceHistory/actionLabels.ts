import { CORPORATE_EVENT_LABELS } from '@/common/market/events';
import type { CorporateActionKind } from '@/common/finance/shareBasis';
import { formatNumber } from '@/common/format';

/** Vietnamese names of the corporate actions that adjust prices. */
export const ACTION_KIND_LABELS: Record<CorporateActionKind, string> = {
  split: CORPORATE_EVENT_LABELS.split,
  stock_dividend: CORPORATE_EVENT_LABELS.stock_dividend,
  bonus_issue: CORPORATE_EVENT_LABELS.bonus_issue,
  rights_issue: CORPORATE_EVENT_LABELS.rights_issue,
  share_issue: 'Phát hành thêm cổ phiếu',
  cash_dividend: CORPORATE_EVENT_LABELS.cash_dividend,
};

/** Up to `decimals` decimals, without trailing zeros, in the spec's number format (20, 12.5). */
function plain(value: number, decimals = 4): string {
  const text = formatNumber(value, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** "100:20" for 1.2 new shares per old share (2 decimals at most: "100:15.37"). */
function perHundred(ratio: number): string {
  return `100:${plain((ratio - 1) * 100, 2)}`;
}

/** The action as the row's tag and the export print it. */
export function actionLabel(action: {
  kind: CorporateActionKind;
  ratio: number | null;
  cashPerShare: number | null;
}): string {
  const name = ACTION_KIND_LABELS[action.kind];
  const { ratio, cashPerShare } = action;
  const price = cashPerShare === null ? null : `${formatNumber(cashPerShare, 0)} đồng/cp`;
  switch (action.kind) {
    case 'split':
      return ratio === null ? name : `${name}, 1 thành ${plain(ratio)}`;
    case 'stock_dividend':
    case 'bonus_issue':
      return ratio === null ? name : `${name}, tỷ lệ ${perHundred(ratio)}`;
    case 'rights_issue':
    case 'share_issue':
      return [
        name,
        ratio === null ? null : `tỷ lệ ${perHundred(ratio)}`,
        price === null ? null : `giá ${price}`,
      ]
        .filter(Boolean)
        .join(', ');
    case 'cash_dividend':
      return price === null ? name : `${name}, ${price}`;
  }
}
