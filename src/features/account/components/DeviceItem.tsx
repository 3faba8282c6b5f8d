import { DesktopOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import type { AccountDevice } from '@/common/contracts/account';
import { formatVietnamTime } from '../accountFormat';

interface DeviceItemProps {
  device: AccountDevice;
  /** The remove button, when this device may be removed here; given whether it may be removed yet. */
  action?: (removable: boolean) => ReactNode;
}

/** One device of the account: name, 'Thiết bị này' tag, first and last use, removal time. */
export function DeviceItem({ device, action }: DeviceItemProps) {
  const removable = useRemovable(device);
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
          {!device.current && !removable && (
            <Typography.Text type="secondary">{removableHint(device)}</Typography.Text>
          )}
        </Flex>
        {action?.(removable)}
      </Flex>
    </li>
  );
}

/** The longest wait a timer is set for (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the device may be removed now (the 24 h rule, docs/ACCOUNTS.md); turns true by itself when
 * its removal time comes while the page is open.
 */
export function useRemovable(device: AccountDevice): boolean {
  const at = dayjs(device.removableAt).valueOf();
  const [now, setNow] = useState(() => Date.now());
  const removable = !(at > now);
  useEffect(() => {
    if (removable) return undefined;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
      },
      Math.min(at - Date.now() + 50, MAX_TIMER_MS),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [at, removable, now]);
  return removable;
}

/** The remove button's hint while it is disabled: when it becomes available. */
export function removableHint(device: AccountDevice): string {
  return `Có thể xoá từ ${formatVietnamTime(device.removableAt)}`;
}

/** The list around device items, or the empty state. */
export function DeviceItems({ children, empty }: { children: ReactNode[]; empty: ReactNode }) {
  if (children.length === 0) return <>{empty}</>;
  return <ul style={{ margin: 0, padding: 0 }}>{children}</ul>;
}
