import { Alert, Button, Empty, Modal } from 'antd';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { useRemoveDeviceMutation } from '../accountApi';
import { clearDeviceLimit, selectDeviceLimit } from '../accountSlice';
import { DeviceItem, DeviceItems, removableHint } from './DeviceItem';

interface DeviceLimitModalProps {
  /** Runs the refused login again once a device was removed. */
  onRetry: () => void;
}

/**
 * The login form loads this file only after a refusal.
 * Opened by a DEVICE_LIMIT login refusal: lists the account's devices; removing one (with the
 * refusal's ticket, no session needed) retries the login at once.
 */
export function DeviceLimitModal({ onRetry }: DeviceLimitModalProps) {
  const dispatch = useAppDispatch();
  const deviceLimit = useAppSelector(selectDeviceLimit);
  const [removeDevice] = useRemoveDeviceMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (deviceId: string): Promise<void> => {
    if (!deviceLimit) return;
    setRemoving(deviceId);
    const result = await removeDevice({ deviceId, ticket: deviceLimit.deviceTicket });
    setRemoving(null);
    if ('data' in result) {
      dispatch(clearDeviceLimit());
      onRetry();
    }
  };

  return (
    <Modal
      open={deviceLimit !== null}
      title="Đã đạt giới hạn thiết bị"
      onCancel={() => dispatch(clearDeviceLimit())}
      footer={
        <Button onClick={() => dispatch(clearDeviceLimit())} disabled={removing !== null}>
          Đóng
        </Button>
      }
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        title={ACCOUNT_MESSAGES.deviceLimit}
        description={deviceLimit ? `Mỗi tài khoản dùng tối đa ${deviceLimit.limit} thiết bị.` : undefined}
        style={{ marginBottom: 16 }}
      />
      <DeviceItems empty={<Empty description="Không có thiết bị nào" />}>
        {(deviceLimit?.devices ?? []).map((device) => (
          <DeviceItem
            key={device.deviceId}
            device={device}
            action={(removable) => (
              <Button
                danger
                loading={removing === device.deviceId}
                disabled={!removable || (removing !== null && removing !== device.deviceId)}
                title={removable ? undefined : removableHint(device)}
                onClick={() => void remove(device.deviceId)}
                aria-label={`Xoá thiết bị ${device.name}`}
              >
                Xoá và đăng nhập
              </Button>
            )}
          />
        ))}
      </DeviceItems>
    </Modal>
  );
}
