import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Skeleton } from 'antd';
import { Typography } from '@/components/Typography';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { fetchDevices, removeDevice, selectAccount } from '../accountSlice';
import { DeviceItem, DeviceItems } from './DeviceItem';

/** The devices signed in to this account; each but this one can be removed (after its waiting time). */
export function DeviceList() {
  const dispatch = useAppDispatch();
  const { devices, devicesLoading, devicesLoaded } = useAppSelector(selectAccount);
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    void dispatch(fetchDevices());
  }, [dispatch]);

  const remove = async (deviceId: string): Promise<void> => {
    setRemoving(deviceId);
    try {
      await dispatch(removeDevice({ deviceId }));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div data-testid="device-list">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Các thiết bị đang đăng nhập tài khoản của bạn.</Typography.Text>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void dispatch(fetchDevices())}
          loading={devicesLoading}
        >
          Tải lại
        </Button>
      </Flex>
      {!devicesLoaded ? (
        <Skeleton active />
      ) : (
        <DeviceItems empty={<Empty description="Chưa có thiết bị nào" />}>
          {devices.map((device) => (
            <DeviceItem
              key={device.deviceId}
              device={device}
              action={
                device.current ? undefined : (
                  <Popconfirm
                    title="Xoá thiết bị này?"
                    description="Thiết bị sẽ phải đăng nhập lại."
                    okText="Xoá"
                    cancelText="Huỷ"
                    onConfirm={() => void remove(device.deviceId)}
                  >
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      loading={removing === device.deviceId}
                      aria-label={`Xoá thiết bị ${device.name}`}
                    >
                      Xoá
                    </Button>
                  </Popconfirm>
                )
              }
            />
          ))}
        </DeviceItems>
      )}
    </div>
  );
}
