import { Segmented } from 'antd';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import type { RatioPeriodType } from '@/common/contracts/ratios';
import { selectPeriodType, setPeriodType } from '@/features/enterprise/enterpriseSlice';
import { ratioPeriodType } from '../ratiosApi';

/** Quarter or year, kept in the enterprise state shared with the statement screens. */
export function RatioPeriodSwitch() {
  const dispatch = useAppDispatch();
  const periodType = useAppSelector(selectPeriodType);
  return (
    <Segmented<RatioPeriodType>
      aria-label="Kỳ báo cáo"
      value={ratioPeriodType(periodType)}
      options={[
        { label: 'Quý', value: 'quarter' },
        { label: 'Năm', value: 'year' },
      ]}
      onChange={(value) => dispatch(setPeriodType(value))}
    />
  );
}
