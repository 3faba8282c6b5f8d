import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { RetryAlert } from '@/components/RetryAlert';
import { useGetPortfoliosQuery } from '../portfoliosApi';
import { CreatePortfolioModal } from './CreatePortfolioModal';
import { PortfolioView } from './PortfolioView';

/** The account's portfolios as tabs, with the plan's counter and "Tạo danh mục". */
export function PortfolioWorkspace() {
  const list = useGetPortfoliosQuery(undefined);
  const [chosen, setChosen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);

  if (list.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!list.data) {
    return (
      <RetryAlert
        title={`Không tải được danh sách danh mục${list.error && 'message' in list.error ? `: ${String(list.error.message)}` : ''}`}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { portfolios, limits } = list.data;
  const full = portfolios.length >= limits.portfolios;
  const active = portfolios.find((item) => item.id === chosen) ?? portfolios[0] ?? null;
  const counter = `${String(portfolios.length)}/${String(limits.portfolios)} danh mục`;
  const createButton = (
    <Button
      icon={<PlusOutlined />}
      onClick={() => {
        setCreating(true);
      }}
      disabled={full}
    >
      Tạo danh mục
    </Button>
  );
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap>
        <Typography.Text type="secondary" data-testid="portfolio-counter">
          {counter}
        </Typography.Text>
        {full && portfolios.length > 0 && (
          <Typography.Text type="secondary">
            Gói hiện tại đã dùng hết số danh mục; nâng cấp gói để tạo thêm.
          </Typography.Text>
        )}
      </Flex>
      {active === null ? (
        <Empty description="Bạn chưa có danh mục nào. Tạo danh mục đầu tiên để ghi giao dịch và theo dõi lãi/lỗ.">
          {createButton}
        </Empty>
      ) : (
        <Tabs
          activeKey={String(active.id)}
          onChange={(key) => {
            setChosen(Number(key));
          }}
          tabBarExtraContent={createButton}
          items={portfolios.map((item) => ({
            key: String(item.id),
            label: item.name,
            children: item.id === active.id ? <PortfolioView id={item.id} /> : null,
          }))}
        />
      )}
      {limits.portfolios === 0 && <Alert type="info" title="Gói hiện tại không có danh mục đầu tư." />}
      <CreatePortfolioModal
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
        onCreated={(id) => {
          setChosen(id);
          setCreating(false);
        }}
      />
    </Flex>
  );
}
