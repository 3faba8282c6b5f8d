import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AlertItem } from '@/common/contracts/alerts';
import { formatVnDateTime } from '@/common/vietnamTime';
import { ScrollRegion } from '@/components/ScrollRegion';
import { useDeleteAlertMutation, useUpdateAlertMutation } from '../alertsApi';
import { cooldownLabel, lastFiredText, stateSummary } from '../alertFormModel';

function TickerStates({ alert }: { alert: AlertItem }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }}>
      {alert.tickers.map((state) => (
        <li key={state.ticker}>
          <strong>{state.ticker}</strong>:{' '}
          {state.holds === null
            ? `chưa rõ (${state.reason ?? 'chưa có dữ liệu'})`
            : state.holds
              ? 'đang thỏa'
              : 'chưa thỏa'}
          {state.firedAt ? `; báo lần cuối ${formatVnDateTime(state.firedAt)}` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Cảnh báo của bạn": each alert's sentence, its state, when it last fired, e-mail and pause switches
 * and delete (confirmed). A watchlist alert opens to its tickers' states.
 */
export function AlertsTable({ alerts, atLimit }: { alerts: readonly AlertItem[]; atLimit: boolean }) {
  const [update, updating] = useUpdateAlertMutation();
  const [remove] = useDeleteAlertMutation();
  const busyId = updating.isLoading ? updating.originalArgs?.id : undefined;

  const columns: TableColumnsType<AlertItem> = [
    {
      key: 'description',
      title: 'Điều kiện',
      render: (_, alert) => (
        <span>
          {alert.description}
          {alert.watchlistId !== null && (
            <Tag style={{ marginLeft: 8 }} color="blue">
              Danh sách
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'state',
      title: 'Trạng thái',
      render: (_, alert) => <span data-testid="alert-state">{stateSummary(alert)}</span>,
    },
    {
      key: 'lastFired',
      title: 'Lần báo gần nhất',
      render: (_, alert) => lastFiredText(alert.lastFiredAt),
    },
    {
      key: 'cooldown',
      title: 'Chờ giữa hai lần',
      render: (_, alert) => cooldownLabel(alert.cooldownMinutes),
    },
    {
      key: 'email',
      title: 'E-mail',
      render: (_, alert) => (
        <Switch
          size="small"
          checked={alert.notifyEmail}
          loading={busyId === alert.id}
          aria-label={`Gửi e-mail: ${alert.description}`}
          onChange={(checked) => {
            void update({ id: alert.id, notifyEmail: checked });
          }}
        />
      ),
    },
    {
      key: 'active',
      title: 'Bật',
      render: (_, alert) => (
        <Switch
          size="small"
          checked={alert.active}
          loading={busyId === alert.id}
          disabled={!alert.active && atLimit}
          aria-label={`${alert.active ? 'Tạm dừng' : 'Bật lại'}: ${alert.description}`}
          onChange={(checked) => {
            void update({ id: alert.id, active: checked });
          }}
        />
      ),
    },
    {
      key: 'actions',
      title: <span className="visually-hidden">Thao tác</span>,
      render: (_, alert) => (
        <Popconfirm
          title="Xoá cảnh báo này?"
          description="Các thông báo đã nhận vẫn được giữ."
          okText="Xoá"
          cancelText="Không"
          onConfirm={() => {
            void remove(alert.id);
          }}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`Xoá: ${alert.description}`}
          />
        </Popconfirm>
      ),
    },
  ];

  return (
    <ScrollRegion label="Danh sách cảnh báo">
      <Table<AlertItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={[...alerts]}
        pagination={false}
        data-testid="alerts-table"
        expandable={{
          rowExpandable: (alert) => alert.watchlistId !== null && alert.tickers.length > 0,
          expandedRowRender: (alert) => <TickerStates alert={alert} />,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <Typography.Text type="secondary">
                  Bạn chưa có cảnh báo nào. Tạo cảnh báo ở trên để được báo khi giá, khối lượng, chỉ báo kỹ
                  thuật, chỉ số tài chính hay sự kiện của mã bạn quan tâm thay đổi.
                </Typography.Text>
              }
            />
          ),
        }}
      />
    </ScrollRegion>
  );
}
