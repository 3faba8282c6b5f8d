import { DeleteOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Popconfirm, Switch, Typography } from 'antd';
import type { SavedScreen } from '@/common/contracts/screener';
import { queryStatus } from '@/components/QueryStatus';
import { usePublicOrigin } from '@/lib/publicOrigin';
import { useDeleteScreenMutation, useGetSavedScreensQuery, useShareScreenMutation } from '../screenerApi';

export interface SavedScreensProps {
  onOpen: (screen: SavedScreen) => void;
}

/** The share link of a saved screen: anyone, logged out too, opens the screen and its results. */
export function shareLink(origin: string, token: string): string {
  return `${origin}/screener/shared/${token}`;
}

/** The signed-in user's saved screens: open one, turn its share link on or off, delete it. */
export function SavedScreens({ onOpen }: SavedScreensProps) {
  const query = useGetSavedScreensQuery(undefined);
  const [share, shareState] = useShareScreenMutation();
  const [remove, removeState] = useDeleteScreenMutation();
  const origin = usePublicOrigin();
  const status = queryStatus(query, 'Không tải được các bộ lọc đã lưu.', 2);
  const data = query.data;
  return (
    <Card
      size="small"
      title={data ? `Bộ lọc đã lưu (${String(data.screens.length)}/${String(data.limit)})` : 'Bộ lọc đã lưu'}
      data-testid="saved-screens"
    >
      {status ??
        (data && data.screens.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có bộ lọc nào được lưu." />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(data?.screens ?? []).map((screen) => (
              <li key={screen.id} style={{ padding: '4px 0' }}>
                <Flex gap="small" align="center" justify="space-between">
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Button
                      type="link"
                      style={{ padding: 0, height: 'auto', textAlign: 'left' }}
                      onClick={() => {
                        onOpen(screen);
                      }}
                    >
                      {screen.name}
                    </Button>
                    {screen.shareToken && (
                      <Typography.Text
                        type="secondary"
                        style={{ fontSize: 12 }}
                        copyable={{
                          text: shareLink(origin, screen.shareToken),
                          tooltips: ['Chép liên kết', 'Đã chép'],
                        }}
                        data-testid="share-link"
                      >
                        {shareLink(origin, screen.shareToken)}
                      </Typography.Text>
                    )}
                  </Flex>
                  <Flex gap="small" align="center">
                    <Switch
                      size="small"
                      checked={screen.shareToken !== null}
                      loading={shareState.isLoading && shareState.originalArgs?.id === screen.id}
                      checkedChildren={<ShareAltOutlined aria-hidden />}
                      aria-label={`Chia sẻ bộ lọc ${screen.name}`}
                      onChange={(enabled) => {
                        void share({ id: screen.id, enabled });
                      }}
                    />
                    <Popconfirm
                      title={`Xóa bộ lọc “${screen.name}”?`}
                      okText="Xóa"
                      cancelText="Hủy"
                      onConfirm={() => {
                        void remove(screen.id);
                      }}
                    >
                      <Button
                        type="text"
                        size="small"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`Xóa bộ lọc ${screen.name}`}
                        loading={removeState.isLoading && removeState.originalArgs === screen.id}
                      />
                    </Popconfirm>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ul>
        ))}
    </Card>
  );
}
