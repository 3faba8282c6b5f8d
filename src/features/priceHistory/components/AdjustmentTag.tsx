import { Flex, Tag, Tooltip } from 'antd';
import type { RowAdjustment } from '@/common/contracts/priceHistory';
import { formatNumber } from '@/common/format';

/** What the symbols of the reference formulas (src/common/market/dividends.ts) stand for. */
export const FORMULA_LEGEND =
  'P_prev: giá đóng cửa phiên trước; P_ref: giá tham chiếu; D: cổ tức tiền mỗi cổ phiếu; k: số cổ phiếu sau sự kiện trên một cổ phiếu cũ; S: giá mua cổ phiếu phát hành thêm.';

const ORIGINS = {
  feed: 'Theo giá tham chiếu sở giao dịch công bố.',
  series: 'Suy ra từ chuỗi giá điều chỉnh (hệ số của phiên trước / phiên này).',
} as const;

function tagText(adjustment: RowAdjustment): string {
  const what = adjustment.actions.map((action) => action.label).join('; ') || 'Điều chỉnh giá';
  return adjustment.factor === null ? what : `${what} · hệ số ${String(adjustment.factor)}`;
}

function Explanation({ adjustment }: { adjustment: RowAdjustment }) {
  const { previousClose, refPrice, factor, origin, formula, working } = adjustment;
  return (
    <Flex vertical gap={4}>
      {adjustment.actions.map((action) => (
        <span key={action.kind}>{action.label}</span>
      ))}
      {previousClose !== null && (
        <span>Giá đóng cửa phiên trước (P_prev): {formatNumber(previousClose, 0)}</span>
      )}
      {refPrice !== null && <span>Giá tham chiếu (P_ref): {formatNumber(refPrice, 0)}</span>}
      {formula !== null && <span>Công thức: {formula}</span>}
      {working !== null && <span>{working}</span>}
      {factor !== null && previousClose !== null && refPrice !== null && (
        <span>
          Hệ số điều chỉnh = P_ref / P_prev = {formatNumber(refPrice, 0)} / {formatNumber(previousClose, 0)} ={' '}
          {String(factor)}; giá các phiên trước nhân với hệ số này.
        </span>
      )}
      {factor === null && <span>Chưa xác định được hệ số điều chỉnh của sự kiện này.</span>}
      {formula !== null && <span>{FORMULA_LEGEND}</span>}
      {origin && <span>{ORIGINS[origin]}</span>}
    </Flex>
  );
}

/** The mark of an ex-date row: the event and its factor, the explanation in a tooltip. */
export function AdjustmentTag({ adjustment }: { adjustment: RowAdjustment }) {
  return (
    <Tooltip title={<Explanation adjustment={adjustment} />}>
      <Tag
        color="purple"
        tabIndex={0}
        data-testid="adjustment-tag"
        style={{ whiteSpace: 'normal', marginTop: 4 }}
      >
        {tagText(adjustment)}
      </Tag>
    </Tooltip>
  );
}
