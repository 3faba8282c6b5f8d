import { Flex, Typography } from 'antd';
import { formatNumber, formatPercent } from '@/common/format';
import { week52Position } from '../keyFigures';

interface Week52RangeProps {
  price: number | null;
  low: number | null;
  high: number | null;
}

/** The 52-week low and high with a marker where the latest close sits between them. */
export function Week52Range({ price, low, high }: Week52RangeProps) {
  const position = week52Position(price, low, high);
  return (
    <div data-testid="overview-week52">
      <Typography.Text type="secondary">Biên độ 52 tuần</Typography.Text>
      <Flex justify="space-between" style={{ marginTop: 4 }}>
        <Typography.Text>Thấp {formatNumber(low, 0)}</Typography.Text>
        {price !== null && <Typography.Text strong>Giá {formatNumber(price, 0)}</Typography.Text>}
        <Typography.Text>Cao {formatNumber(high, 0)}</Typography.Text>
      </Flex>
      {position !== null && price !== null && (
        <div
          role="meter"
          aria-label="Vị trí giá trong biên độ 52 tuần"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(position * 100)}
          aria-valuetext={`Giá ${formatNumber(price, 0)} ở mức ${formatPercent(position, 0)} biên độ 52 tuần`}
          style={{
            position: 'relative',
            height: 6,
            borderRadius: 3,
            marginTop: 6,
            background: 'linear-gradient(90deg, #dc2626, #f59e0b, #16a34a)',
          }}
        >
          <span
            aria-hidden
            style={{
              position: 'absolute',
              top: -4,
              left: `calc(${String(position * 100)}% - 7px)`,
              width: 14,
              height: 14,
              borderRadius: '50%',
              background: '#fff',
              border: '2px solid var(--ant-color-primary)',
            }}
          />
        </div>
      )}
    </div>
  );
}
