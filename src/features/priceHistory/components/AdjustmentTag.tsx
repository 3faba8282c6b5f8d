import { Flex, Tag, Tooltip } from 'antd';
import type { RowAdjustment } from '@/common/contracts/priceHistory';
import { formatNumber } from '@/common/format';

/** The exchanges' reference price on an ex-date (docs/DATA.md "Price adjustments"). */
export const REFERENCE_FORMULA =
  'Giá tham chiếu = (giá đóng cửa phiên trước − cổ tức tiền + giá mua quyền × tỷ lệ quyền) / (1 + tỷ lệ cổ phiếu thưởng, cổ tức + tỷ lệ quyền)';

const ORIGINS = {
  feed: 'Theo giá tham chiếu sở giao dịch công bố.',
  series: 'Suy ra từ chuỗi giá điều chỉnh (hệ số của phiên trước / phiên này).',
} as const;

function tagText(adjustment: RowAdjustment): string {
  const what = adjustment.actions.map((action) => action.label).join('; ') || 'Điều chỉnh giá';
  return adjustment.factor === null ? what : `${what} · hệ số ${String(adjustment.factor)}`;
}

function Explanation({ adjustment }: { adjustment: RowAdjustment }) {
  const { previousClose, refPrice, factor, origin } = adjustment;
  return (
    <Flex vertical gap={4}>
      {adjustment.actions.map((action) => (
        <span key={action.kind}>{action.label}</span>
      ))}
      {previousClose !== null && <span>Giá đóng cửa phiên trước: {formatNumber(previousClose, 0)}</span>}
      {refPrice !== null && <span>Giá tham chiếu: {formatNumber(refPrice, 0)}</span>}
      {factor !== null && previousClose !== null && refPrice !== null && (
        <span>
          Hệ số điều chỉnh = giá tham chiếu / giá đóng cửa phiên trước = {formatNumber(refPrice, 0)} /{' '}
          {formatNumber(previousClose, 0)} = {String(factor)}; giá các phiên trước nhân với hệ số này.
        </span>
      )}
      {factor === null && <span>Chưa xác định được hệ số điều chỉnh của sự kiện này.</span>}
      <span>{REFERENCE_FORMULA}</span>
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
