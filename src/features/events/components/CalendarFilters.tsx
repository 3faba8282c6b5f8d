import { DatePicker, Input, Select, Space } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import { EXCHANGES, type Exchange } from '@/common/constants/market';
import {
  CORPORATE_EVENT_KINDS,
  CORPORATE_EVENT_LABELS,
  type CorporateEventKind,
} from '@/common/market/events';
import type { CalendarView } from '../calendarView';

const API_DATE = 'YYYY-MM-DD';
const ALL_EXCHANGES = '';
const KIND_OPTIONS = CORPORATE_EVENT_KINDS.map((kind) => ({
  value: kind,
  label: CORPORATE_EVENT_LABELS[kind],
}));
const EXCHANGE_OPTIONS = [
  { value: ALL_EXCHANGES, label: 'Tất cả sàn' },
  ...EXCHANGES.map((exchange) => ({ value: exchange, label: exchange })),
];

interface CalendarFiltersProps {
  view: CalendarView;
  onChange: (change: Partial<CalendarView>) => void;
}

/** Kinds, exchange, date range and ticker of the calendar; every change goes to the address. */
export function CalendarFilters({ view, onChange }: CalendarFiltersProps) {
  return (
    <Space wrap size="middle" data-testid="calendar-filters">
      <Select<CorporateEventKind[]>
        mode="multiple"
        allowClear
        aria-label="Loại sự kiện"
        placeholder="Tất cả loại sự kiện"
        value={view.kinds}
        options={KIND_OPTIONS}
        onChange={(kinds) => {
          onChange({ kinds });
        }}
        style={{ minWidth: 260 }}
        maxTagCount="responsive"
      />
      <Select<string>
        aria-label="Sàn giao dịch"
        value={view.exchange ?? ALL_EXCHANGES}
        options={EXCHANGE_OPTIONS}
        onChange={(exchange) => {
          onChange({ exchange: exchange === ALL_EXCHANGES ? null : (exchange as Exchange) });
        }}
        style={{ minWidth: 140 }}
      />
      <DatePicker.RangePicker
        aria-label="Khoảng ngày"
        locale={viVN.DatePicker}
        format={API_DATE}
        allowClear={false}
        placeholder={['Từ ngày', 'Đến ngày']}
        value={[dayjs(view.from), dayjs(view.to)]}
        onChange={(range) => {
          const from = range?.[0]?.format(API_DATE);
          const to = range?.[1]?.format(API_DATE);
          if (from && to) onChange({ from, to });
        }}
      />
      <Input.Search
        aria-label="Mã chứng khoán"
        placeholder="Mã chứng khoán"
        allowClear
        defaultValue={view.ticker ?? ''}
        key={view.ticker ?? ''}
        onSearch={(text) => {
          const ticker = text.trim().toUpperCase();
          onChange({ ticker: /^[A-Z0-9]{1,10}$/.test(ticker) ? ticker : null });
        }}
        style={{ width: 200 }}
      />
    </Space>
  );
}
