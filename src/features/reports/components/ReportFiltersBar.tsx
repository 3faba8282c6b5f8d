import { DatePicker, Segmented, Select, Space } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs, { type Dayjs } from 'dayjs';
import { REPORT_SCOPES } from '@/common/constants/companyPages';
import { SCOPE_LABELS, type ReportFilters, type ReportScope } from '../reportFilters';

const ALL_SOURCES = '';
const API_DATE = 'YYYY-MM-DD';
const SCOPE_OPTIONS = REPORT_SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope] }));

interface ReportFiltersBarProps {
  filters: ReportFilters;
  /** The sources of the last answer (the filter's choices). */
  sources: string[];
  onChange: (next: ReportFilters) => void;
}

const toDay = (value: string | null): Dayjs | null => (value ? dayjs(value) : null);

/** Source, publication date range and scope (company, industry or both). */
export function ReportFiltersBar({ filters, sources, onChange }: ReportFiltersBarProps) {
  const sourceOptions = [
    { value: ALL_SOURCES, label: 'Tất cả nguồn' },
    ...sources.map((source) => ({ value: source, label: source })),
  ];
  return (
    <Space wrap size="middle">
      <Select
        aria-label="Nguồn báo cáo"
        value={filters.source}
        options={sourceOptions}
        onChange={(source: string) => {
          onChange({ ...filters, source });
        }}
        style={{ minWidth: 200 }}
      />
      <DatePicker.RangePicker
        aria-label="Thời gian công bố"
        locale={viVN.DatePicker}
        format="YYYY-MM-DD"
        allowEmpty={[true, true]}
        placeholder={['Từ ngày', 'Đến ngày']}
        value={[toDay(filters.from), toDay(filters.to)]}
        onChange={(range) => {
          onChange({
            ...filters,
            from: range?.[0]?.format(API_DATE) ?? null,
            to: range?.[1]?.format(API_DATE) ?? null,
          });
        }}
      />
      <Segmented<ReportScope>
        aria-label="Phạm vi báo cáo"
        value={filters.scope}
        options={SCOPE_OPTIONS}
        onChange={(scope) => {
          onChange({ ...filters, scope });
        }}
      />
    </Space>
  );
}
