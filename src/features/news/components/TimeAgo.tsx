import { Typography } from 'antd';
import { formatVnDateTime, relativeTime } from '@/common/vietnamTime';

/** A publication time read relatively, with the full date and time on hover. */
export function TimeAgo({ iso, now }: { iso: string; now: Date }) {
  return (
    <Typography.Text type="secondary">
      <time dateTime={iso} title={formatVnDateTime(iso)}>
        {relativeTime(iso, now)}
      </time>
    </Typography.Text>
  );
}
