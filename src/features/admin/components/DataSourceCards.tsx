import { Card, Descriptions, Tag, Typography } from 'antd';
import Link from 'next/link';
import {
  FEED_RUN_KIND_LABELS,
  type DemoSourceStatus,
  type FeedRunKindName,
  type ImportsSourceStatus,
  type SsiSourceStatus,
} from '@/common/contracts/adminDataSources';
import { formatNumber, MISSING_VALUE } from '@/common/format';
import { formatVnDateTime } from '@/common/vietnamTime';
import { formatDay } from '../adminFormat';
import { freshnessMark, missingSettings } from '../dataSourcesFormat';

const at = (iso: string | null | undefined) => (iso ? formatVnDateTime(iso) : MISSING_VALUE);

/** The SSI feed: its settings (never the secrets), its state and freshness, and when each job last succeeded. */
export function SsiSourceCard({ ssi }: { ssi: SsiSourceStatus }) {
  const mark = freshnessMark(ssi);
  const missing = missingSettings(ssi);
  const kinds = Object.keys(FEED_RUN_KIND_LABELS) as FeedRunKindName[];
  return (
    <Card title="SSI FastConnect Data" size="small" data-testid="data-source-ssi">
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label="Nguồn">
          {ssi.configured
            ? `SSI FastConnect Data v2 (${ssi.host ?? MISSING_VALUE})`
            : `Chưa cấu hình: thiếu ${missing.join(', ')}`}
        </Descriptions.Item>
        <Descriptions.Item label="Trạng thái">
          <Tag color={mark.color}>{mark.text}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Ngày dữ liệu mới nhất">
          {formatDay(ssi.lastDay)}
          {ssi.late && ssi.expectedDay ? (
            <Typography.Text type="secondary">{` (cần có đến ${formatDay(ssi.expectedDay)})`}</Typography.Text>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="Cập nhật lúc">{at(ssi.lastCompletedAt)}</Descriptions.Item>
        <Descriptions.Item label="Lần thành công gần nhất" span={2}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            {kinds.map((kind) => (
              <Descriptions.Item key={kind} label={FEED_RUN_KIND_LABELS[kind]}>
                {at(ssi.lastSuccess[kind])}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** The demo generator: the source of every price while no feed is configured. */
export function DemoSourceCard({
  demo,
  feedConfigured,
}: {
  demo: DemoSourceStatus;
  feedConfigured: boolean;
}) {
  const present = demo.companies > 0;
  return (
    <Card title="Dữ liệu minh họa (demo)" size="small" data-testid="data-source-demo">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Trạng thái">
          <Tag color={present ? 'blue' : 'default'}>
            {present
              ? feedConfigured
                ? 'Có dữ liệu minh họa'
                : 'Đang là nguồn giá'
              : 'Không có dữ liệu minh họa'}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="Doanh nghiệp minh họa">{formatNumber(demo.companies, 0)}</Descriptions.Item>
        <Descriptions.Item label="Ngày giá mới nhất">{formatDay(demo.newestPriceDate)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Files admins upload (the imports screen has the details of each run). */
export function ImportsSourceCard({ imports }: { imports: ImportsSourceStatus }) {
  return (
    <Card
      title="Nhập tệp thủ công"
      size="small"
      extra={<Link href="/admin/imports">Xem các lần nhập</Link>}
      data-testid="data-source-imports"
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Lần nhập gần nhất">
          {at(imports.lastRunAt)}{' '}
          {imports.lastStatus ? (
            <Tag color={imports.lastStatus === 'succeeded' ? 'success' : 'error'}>
              {imports.lastStatus === 'succeeded' ? 'Thành công' : 'Lỗi'}
            </Tag>
          ) : null}
        </Descriptions.Item>
        <Descriptions.Item label="Số lần nhập trong 7 ngày">
          {formatNumber(imports.runsLast7Days, 0)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
