import { Alert, Button, DatePicker, Flex, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { backfillBody, DATA_SOURCE_MESSAGES, syncDayBody } from '@/common/contracts/adminDataSources';
import { vietnamToday } from '@/common/contracts/asOf';
import { DATE_FORMAT } from '@/common/constants/app';
import { toast } from '@/lib/toast';
import {
  useBackfillFeedMutation,
  useRefreshFeedListingsMutation,
  useSyncFeedDayMutation,
} from '../adminDataSourcesApi';

const day = (value: Dayjs) => value.format(DATE_FORMAT);
/** Days after today in Vietnam have no data yet. */
const inFuture = (value: Dayjs) => day(value) > vietnamToday();

/**
 * The re-run buttons: a day, a range of days, the list of securities. Each queues a job (the server
 * answers at once, 202); the runs table shows its result once a worker has run it.
 */
export function FeedRerunForm({ configured }: { configured: boolean }) {
  const [date, setDate] = useState<Dayjs | null>(null);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [dayError, setDayError] = useState<string | null>(null);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [syncDay, syncing] = useSyncFeedDayMutation();
  const [backfill, backfilling] = useBackfillFeedMutation();
  const [refreshListings, refreshing] = useRefreshFeedListingsMutation();

  const runDay = async () => {
    const parsed = syncDayBody.safeParse({ date: date ? day(date) : '' });
    setDayError(parsed.success ? null : (parsed.error.issues[0]?.message ?? DATA_SOURCE_MESSAGES.day));
    if (!parsed.success) return;
    const { data: queued } = await syncDay(parsed.data);
    if (queued) toast.success(`Đã xếp vào hàng đợi: chạy lại ngày ${parsed.data.date}.`);
  };

  const runRange = async () => {
    const [from, to] = range ?? [null, null];
    const parsed = backfillBody.safeParse({ from: from ? day(from) : '', to: to ? day(to) : '' });
    setRangeError(parsed.success ? null : (parsed.error.issues[0]?.message ?? DATA_SOURCE_MESSAGES.day));
    if (!parsed.success) return;
    const { data: queued } = await backfill(parsed.data);
    if (queued) toast.success(`Đã xếp vào hàng đợi: nạp lại từ ${parsed.data.from} đến ${parsed.data.to}.`);
  };

  const runListings = async () => {
    const { data: queued } = await refreshListings(undefined);
    if (queued) toast.success('Đã xếp vào hàng đợi: cập nhật danh sách mã.');
  };

  return (
    <Form layout="vertical" component="div" disabled={!configured} data-testid="feed-rerun">
      {configured ? (
        <Typography.Paragraph type="secondary">
          Mỗi nút xếp một tác vụ vào hàng đợi; máy chủ chạy tác vụ sẽ thực hiện và kết quả hiện trong bảng các
          lần chạy. Một ngày đã có được tải lại từ SSI, chỉ những dòng khác đi mới được ghi.
        </Typography.Paragraph>
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={DATA_SOURCE_MESSAGES.notConfigured} />
      )}
      <Flex gap={24} wrap align="flex-end">
        <Form.Item
          label="Chạy lại một ngày"
          validateStatus={dayError ? 'error' : undefined}
          help={dayError ?? undefined}
        >
          <Flex gap={8}>
            <DatePicker
              format={DATE_FORMAT}
              value={date}
              onChange={(value: Dayjs | null) => {
                setDate(value);
                setDayError(null);
              }}
              disabledDate={inFuture}
              placeholder="Chọn ngày"
              aria-label="Ngày chạy lại"
              data-testid="feed-rerun-day"
            />
            <Button type="primary" loading={syncing.isLoading} onClick={() => void runDay()}>
              Chạy lại
            </Button>
          </Flex>
        </Form.Item>
        <Form.Item
          label="Nạp lại khoảng ngày"
          validateStatus={rangeError ? 'error' : undefined}
          help={rangeError ?? undefined}
        >
          <Flex gap={8}>
            <DatePicker.RangePicker
              format={DATE_FORMAT}
              value={range}
              onChange={(value) => {
                setRange(value);
                setRangeError(null);
              }}
              disabledDate={inFuture}
              // rc-picker warns about a disabled range left empty unless empty ends are allowed.
              allowEmpty={configured ? undefined : [true, true]}
              placeholder={['Từ ngày', 'Đến ngày']}
              data-testid="feed-rerun-range"
            />
            <Button loading={backfilling.isLoading} onClick={() => void runRange()}>
              Nạp lại
            </Button>
          </Flex>
        </Form.Item>
        <Form.Item label="Danh sách chứng khoán và chỉ số">
          <Button loading={refreshing.isLoading} onClick={() => void runListings()}>
            Cập nhật danh sách mã
          </Button>
        </Form.Item>
      </Flex>
    </Form>
  );
}
