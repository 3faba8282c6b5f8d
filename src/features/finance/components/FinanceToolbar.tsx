import { FileExcelOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { useId, type ReactNode } from 'react';
import { Button, Flex, Input, Radio, Segmented, Select, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import {
  DEFAULT_NUMBER_PERIOD_SHOW,
  PERIOD_TYPES,
  PERIOD_TYPE_LABELS,
  UNIT_FORMATS,
  UNIT_LABELS,
  type PeriodType,
  type UnitFormat,
} from '@/common/constants/finance';
import {
  selectGrowthView,
  selectTextSearch,
  setGrowthView,
  setTextSearch,
} from '@/features/enterprise/enterpriseSlice';
import type { ExportFormat } from '../export';
import { growthViewLabel, type GrowthView } from '../financeView';
import { useFinanceView } from '../useFinanceView';

const PERIOD_COUNT_OPTIONS = [4, 8, 12, DEFAULT_NUMBER_PERIOD_SHOW, 40, 60, 80, 120];
const SHORT_GROWTH_LABELS: Record<GrowthView, string> = {
  value: 'Giá trị',
  yoy: 'So với cùng kỳ',
  qoq: 'So với kỳ trước',
};

function shortGrowthLabel(view: GrowthView, periodType: PeriodType): string {
  if (view === 'qoq' && periodType !== 'year')
    return `So với ${periodType === 'quarter' ? 'quý' : 'tháng'} trước`;
  return SHORT_GROWTH_LABELS[view];
}

export type ExpandDepth = number | 'all';

interface FinanceToolbarProps {
  /** Deepest level of the statement's tree (0-based), for the expand-level choices. */
  maxDepth: number;
  expandDepth: ExpandDepth;
  onExpandDepthChange: (depth: ExpandDepth) => void;
  onExport: (format: ExportFormat) => void;
  /** False while there is nothing to export. */
  canExport: boolean;
  exporting?: ExportFormat;
  /** Extra controls of a view (the base statement of the derived views). */
  extra?: ReactNode;
  /** The period types the company's statement has (the answer's periodTypes); unknown while loading. */
  periodTypes?: readonly PeriodType[];
}

/**
 * The period types to offer: those the statement has, and the one chosen (a link may name another;
 * the table then says there are no figures). Before the answer, or when the company has nothing at
 * all, quarters and years: months only where a company publishes them.
 */
export function offeredPeriodTypes(
  available: readonly PeriodType[] | undefined,
  chosen: PeriodType,
): PeriodType[] {
  const known =
    available && available.length > 0 ? available : PERIOD_TYPES.filter((type) => type !== 'month');
  return PERIOD_TYPES.filter((type) => type === chosen || known.includes(type));
}

function Field({ label, id, children }: { label: string; id?: string; children: ReactNode }) {
  return (
    <Flex align="center" gap={6}>
      <Typography.Text type="secondary">{id ? <label htmlFor={id}>{label}</label> : label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** Unit, period type, number of periods, growth view, item search, expand level and export. */
export function FinanceToolbar(props: FinanceToolbarProps) {
  const dispatch = useAppDispatch();
  const [{ unit, periodType, numberPeriodShow }, setView] = useFinanceView();
  const growthView = useAppSelector(selectGrowthView);
  const textSearch = useAppSelector(selectTextSearch);
  const countId = useId();
  const expandId = useId();
  const searchId = useId();

  const countOptions = [...new Set([...PERIOD_COUNT_OPTIONS, numberPeriodShow])]
    .sort((a, b) => a - b)
    .map((count) => ({ value: count, label: `${count} kỳ` }));
  const expandOptions = [
    ...Array.from({ length: props.maxDepth + 1 }, (_, depth) => ({
      value: depth,
      label: `Cấp ${depth + 1}`,
    })),
    { value: 'all' as const, label: 'Tất cả các cấp' },
  ];
  const growthOptions = (['value', 'yoy', 'qoq'] as const).map((view) => ({
    value: view,
    label: shortGrowthLabel(view, periodType),
    title: growthViewLabel(view, periodType),
    // A year's previous period is the previous year: the same as YoY.
    disabled: view === 'qoq' && periodType === 'year',
  }));

  return (
    <Flex
      wrap
      gap="small"
      align="center"
      role="toolbar"
      aria-label="Tùy chọn bảng số liệu"
      data-testid="finance-toolbar"
    >
      <Field label="Đơn vị">
        <Radio.Group
          aria-label="Đơn vị"
          optionType="button"
          size="small"
          value={unit}
          options={UNIT_FORMATS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
          onChange={(event) => {
            setView({ unit: event.target.value as UnitFormat });
          }}
        />
      </Field>
      <Field label="Kỳ">
        <Radio.Group
          aria-label="Kỳ"
          optionType="button"
          size="small"
          value={periodType}
          options={offeredPeriodTypes(props.periodTypes, periodType).map((value) => ({
            value,
            label: PERIOD_TYPE_LABELS[value],
          }))}
          onChange={(event) => {
            const next = event.target.value as PeriodType;
            setView({ periodType: next });
            // Years have no previous quarter: YoY is the growth view that still means something.
            if (next === 'year' && growthView === 'qoq') dispatch(setGrowthView('yoy'));
          }}
        />
      </Field>
      <Field label="Số kỳ" id={countId}>
        <Select
          id={countId}
          size="small"
          style={{ width: 96 }}
          value={numberPeriodShow}
          options={countOptions}
          onChange={(count) => {
            setView({ numberPeriodShow: count });
          }}
        />
      </Field>
      <Segmented
        size="small"
        aria-label="Tăng trưởng"
        value={growthView}
        options={growthOptions}
        onChange={(view) => dispatch(setGrowthView(view))}
      />
      <Field label="Hiển thị" id={expandId}>
        <Select<ExpandDepth>
          id={expandId}
          size="small"
          style={{ width: 136 }}
          value={props.expandDepth}
          options={expandOptions}
          onChange={(depth) => {
            props.onExpandDepthChange(depth);
          }}
        />
      </Field>
      {props.extra}
      <Input
        id={searchId}
        size="small"
        allowClear
        aria-label="Tìm chỉ tiêu"
        placeholder="Tìm chỉ tiêu"
        prefix={<SearchOutlined aria-hidden />}
        style={{ width: 200 }}
        value={textSearch}
        onChange={(event) => dispatch(setTextSearch(event.target.value))}
      />
      <Flex gap="small" style={{ marginLeft: 'auto' }}>
        <Button
          size="small"
          icon={<FileExcelOutlined aria-hidden />}
          disabled={!props.canExport}
          loading={props.exporting === 'xlsx'}
          onClick={() => {
            props.onExport('xlsx');
          }}
        >
          Xuất Excel
        </Button>
        <Button
          size="small"
          icon={<FileTextOutlined aria-hidden />}
          disabled={!props.canExport}
          loading={props.exporting === 'csv'}
          onClick={() => {
            props.onExport('csv');
          }}
        >
          Xuất CSV
        </Button>
      </Flex>
    </Flex>
  );
}
