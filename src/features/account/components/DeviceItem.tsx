import { DesktopOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { AccountDevice } from '@/common/contracts/account';
import { formatVietnamTime } from '../accountFormat';

interface DeviceItemProps {
  device: AccountDevice;
  /** The remove button, when this device may be removed here. */
  action?: ReactNode;
}

/** One device of the account: name, 'Thiết bị này' tag, first and last use, removal time. */
export function DeviceItem({ device, action }: DeviceItemProps) {
  const removableAt = dayjs(device.removableAt);
  return (
    <li
      style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
      data-testid="device-item"
    >
      <Flex align="center" gap={16} wrap>
        <DesktopOutlined style={{ fontSize: 22, color: '#8c8c8c' }} aria-hidden />
        <Flex vertical style={{ flex: 1, minWidth: 200 }}>
          <Typography.Text strong>
            {device.name || 'Thiết bị không rõ tên'}
            {device.current && (
              <Tag color="green" style={{ marginLeft: 8 }}>
                Thiết bị này
              </Tag>
            )}
          </Typography.Text>
          <Typography.Text type="secondary">
            Đăng nhập lần đầu: {formatVietnamTime(device.firstSeenAt)}
          </Typography.Text>
          <Typography.Text type="secondary">
            Hoạt động gần nhất: {formatVietnamTime(device.lastSeenAt)}
          </Typography.Text>
          {!device.current && removableAt.isAfter(dayjs()) && (
            <Typography.Text type="secondary">
              Có thể xoá sau {formatVietnamTime(device.removableAt)}
            </Typography.Text>
          )}
        </Flex>
        {action}
      </Flex>
    </li>
  );
}

/** The list around device items, or the empty state. */
export function DeviceItems({ children, empty }: { children: ReactNode[]; empty: ReactNode }) {
  if (children.length === 0) return <>{empty}</>;
  return <ul style={{ margin: 0, padding: 0 }}>{children}</ul>;
}
