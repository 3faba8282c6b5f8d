import { Segmented } from 'antd';
import type { RatioPeriodType } from '@/common/contracts/ratios';
import { useRatioPeriod } from '../ratioPeriodUrl';

/** Quarter or year, kept in the address (`?period=year`). */
export function RatioPeriodSwitch() {
  const [period, setPeriod] = useRatioPeriod();
  return (
    <Segmented<RatioPeriodType>
      aria-label="Kỳ báo cáo"
      value={period}
      options={[
        { label: 'Quý', value: 'quarter' },
        { label: 'Năm', value: 'year' },
      ]}
      onChange={setPeriod}
    />
  );
}
