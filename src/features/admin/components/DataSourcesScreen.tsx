import { Alert, Button, Col, Flex, Row, Spin, Typography } from 'antd';
import { SectionTitle } from '@/components/SectionTitle';
import { formatVnDateTime } from '@/common/vietnamTime';
import { useGetDataSourcesQuery } from '../adminDataSourcesApi';
import { DemoSourceCard, ImportsSourceCard, SsiSourceCard } from './DataSourceCards';
import { FeedRerunForm } from './FeedRerunForm';
import { FeedRunsTable } from './FeedRunsTable';
import { JobQueueTables } from './JobQueueTables';

/** The screen reads the sources again this often while it is open (a run or a queued job moves on). */
export const DATA_SOURCES_POLL_MS = 30_000;

/**
 * "Nguồn dữ liệu" (issue 30): each source of market data with its freshness, the SSI feed's last runs
 * and its re-run buttons, and the job queue that runs the feed and the housekeeping.
 */
export function DataSourcesScreen() {
  const { data, error, isLoading, isFetching, refetch } = useGetDataSourcesQuery(undefined, {
    pollingInterval: DATA_SOURCES_POLL_MS,
  });

  if (!data) {
    if (isLoading) {
      return (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin description="Đang tải trạng thái các nguồn dữ liệu…">
            <div style={{ width: 240, height: 48 }} />
          </Spin>
        </Flex>
      );
    }
    return (
      <Alert
        type="error"
        showIcon
        title="Không tải được trạng thái các nguồn dữ liệu"
        description={error ? 'Máy chủ không trả lời hoặc từ chối yêu cầu; thử tải lại.' : undefined}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Tải lại
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="admin-data-sources">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Giá, chỉ số và thống kê thị trường đến từ SSI FastConnect khi đã cấu hình, nếu không thì từ bộ sinh dữ
        liệu minh họa; báo cáo tài chính và số liệu vĩ mô đến từ các tệp quản trị viên nhập. Giờ hiển thị là
        giờ Việt Nam; trang tự cập nhật mỗi 30 giây (lần cuối {formatVnDateTime(data.generatedAt)}
        {isFetching ? ', đang cập nhật…' : ''}).
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <SsiSourceCard ssi={data.ssi} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <DemoSourceCard demo={data.demo} feedConfigured={data.ssi.configured} />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <ImportsSourceCard imports={data.imports} />
        </Col>
      </Row>
      <SectionTitle level={3} looks={4} style={{ margin: 0 }}>
        Chạy lại dữ liệu SSI
      </SectionTitle>
      <FeedRerunForm configured={data.ssi.configured} />
      <SectionTitle level={3} looks={4} style={{ margin: 0 }}>
        Các lần đồng bộ gần đây
      </SectionTitle>
      <FeedRunsTable runs={data.ssi.runs} configured={data.ssi.configured} />
      <SectionTitle level={3} looks={4} style={{ margin: 0 }}>
        Hàng đợi tác vụ
      </SectionTitle>
      <JobQueueTables jobs={data.jobs} feedConfigured={data.ssi.configured} />
    </Flex>
  );
}
