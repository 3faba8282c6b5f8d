import { Select, Typography } from 'antd';
import { useMemo } from 'react';
import type { CompanyType } from '@/common/constants/market';
import { MAX_SAVED_METRICS, RATIO_GROUP_LABELS, RATIO_GROUPS, ratiosFor } from '@/common/finance/ratios';

/** Tags shown in the box; the rest are counted ("+ 3 chỉ số") and listed in the dropdown. */
const MAX_TAGS_SHOWN = 6;

export interface MetricPickerProps {
  companyType: CompanyType;
  value: readonly string[];
  onChange: (metrics: string[]) => void;
  saving?: boolean;
}

/**
 * The ratios of the company type, grouped; at most 30, never none (the last one cannot be removed).
 * antd's searchable multiple Select.
 */
export function MetricPicker({ companyType, value, onChange, saving }: MetricPickerProps) {
  const options = useMemo(() => {
    const ratios = ratiosFor(companyType);
    return RATIO_GROUPS.flatMap((group) => {
      const inGroup = ratios.filter((ratio) => ratio.group === group);
      if (inGroup.length === 0) return [];
      return [
        {
          label: RATIO_GROUP_LABELS[group],
          title: RATIO_GROUP_LABELS[group],
          options: inGroup.map((ratio) => ({
            label: ratio.nameVi,
            value: ratio.code,
            title: ratio.formulaVi,
          })),
        },
      ];
    });
  }, [companyType]);

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography.Text strong>Chỉ số hiển thị:</Typography.Text>
      <Select
        mode="multiple"
        aria-label="Chọn chỉ số"
        style={{ minWidth: 320, flex: 1 }}
        options={options}
        value={[...value]}
        maxCount={MAX_SAVED_METRICS}
        // A fixed count, not "responsive": responsive tags are measured in the browser, so the server
        // HTML (and a picker not yet measured) showed a stray "+ 0 ..." next to a single metric.
        maxTagCount={MAX_TAGS_SHOWN}
        maxTagPlaceholder={(omitted) => `+ ${String(omitted.length)} chỉ số`}
        showSearch={{ optionFilterProp: 'label' }}
        loading={saving}
        placeholder="Chọn chỉ số"
        onChange={(next: string[]) => {
          if (next.length > 0) onChange(next);
        }}
      />
    </div>
  );
}
