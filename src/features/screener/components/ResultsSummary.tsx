import { Typography } from 'antd';
import type { ScreenerResponse } from '@/common/contracts/screener';
import { formatNumber } from '@/common/format';
import { findCriterion } from '@/common/screener/criteria';
import { formatVnDateTime } from '@/common/vietnamTime';

/**
 * What the results stand on and how many passed: "12 / 1,600 mã thỏa mãn", the session, the last
 * close, the sources, and how many stocks each criterion left out for want of data.
 */
export function ResultsSummary({ data }: { data: ScreenerResponse }) {
  const { asOf } = data;
  const missing = Object.entries(data.unknown).filter(([, count]) => count > 0);
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="screener-summary">
      <Typography.Text strong>
        {formatNumber(data.total, 0)} / {formatNumber(data.universe, 0)} mã thỏa mãn mọi tiêu chí.
      </Typography.Text>{' '}
      <Typography.Text type="secondary">
        Dữ liệu phiên {asOf.session ?? '-'}, giá đóng cửa đến {asOf.priceDate ?? '-'}, nguồn{' '}
        {asOf.sources.join(', ') || '-'}; tính lúc {formatVnDateTime(asOf.builtAt)}. Chỉ số tài chính theo báo
        cáo gần nhất của từng mã.
      </Typography.Text>
      {missing.length > 0 && (
        <>
          <br />
          <Typography.Text type="secondary">
            Bị loại vì thiếu số liệu:{' '}
            {missing
              .map(([key, count]) => `${findCriterion(key)?.label ?? key} ${formatNumber(count, 0)} mã`)
              .join('; ')}
            .
          </Typography.Text>
        </>
      )}
    </Typography.Paragraph>
  );
}
