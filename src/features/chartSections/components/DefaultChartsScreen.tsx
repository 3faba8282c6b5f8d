import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import type { DefaultChartSection } from '@/common/contracts/financeChart';
import { useGetDefaultSectionsQuery } from '@/features/charts/chartsApi';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { personalizationHref } from '../chartRoutes';
import { sectionErrorMessage } from '../sectionErrors';
import { useCreateSection } from '../useCreateSection';
import { useSectionOwner } from '../useSectionOwner';
import { LeftOutAlert } from './LeftOutAlert';
import { ReadOnlyBoard } from './ReadOnlyBoard';

/** The ready-made sections of the company's type (/enterprise/chart/default): read-only, copyable. */
export function DefaultChartsScreen() {
  const ticker = useAppSelector(selectTicker);
  const owner = useSectionOwner();
  // currentData, not data: while another ticker's template loads, `data` still holds the previous
  // company's, whose metrics (a bank's, say) the new company does not have; drawing them would ask
  // for figures the server refuses. The board waits for the new company's template.
  const {
    currentData: data,
    isFetching,
    isError,
    error,
    refetch,
  } = useGetDefaultSectionsQuery({ symbol: ticker });
  const { fromDefault, leftOutNotice, dismissLeftOut } = useCreateSection(owner);
  const [saving, setSaving] = useState<string | null>(null);

  const save = async (section: DefaultChartSection) => {
    setSaving(section.sectionKey);
    await fromDefault(section, `Đã lưu “${section.sectionName}” vào biểu đồ cá nhân`);
    setSaving(null);
  };

  let body;
  if (!data && isFetching) {
    body = (
      <div data-testid="default-sections-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={sectionErrorMessage(error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  } else if (data.sections.length === 0) {
    body = <Empty description="Chưa có biểu đồ mặc định cho loại hình doanh nghiệp này" />;
  } else {
    body = data.sections.map((section) => (
      <ReadOnlyBoard
        key={section.sectionKey}
        sectionId={section.sectionKey}
        title={section.sectionName}
        ticker={data.symbol}
        charts={section.charts}
        actions={
          <Button
            icon={<SaveOutlined aria-hidden />}
            loading={saving === section.sectionKey}
            disabled={!owner.ready || (saving !== null && saving !== section.sectionKey)}
            onClick={() => void save(section)}
          >
            Lưu vào biểu đồ của tôi
          </Button>
        }
      />
    ));
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Biểu đồ mặc định <Typography.Text type="secondary">{ticker}</Typography.Text>
        </Typography.Title>
        <Link href={personalizationHref(ticker)}>Xem biểu đồ cá nhân</Link>
      </Flex>
      <Typography.Text type="secondary">
        Bộ biểu đồ dựng sẵn theo loại hình doanh nghiệp. Lưu một mục vào biểu đồ của tôi để chỉnh sửa.
      </Typography.Text>
      <LeftOutAlert message={leftOutNotice} onClose={dismissLeftOut} />
      {body}
    </Flex>
  );
}
