import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useGetDevicesQuery, useRemoveDeviceMutation } from '../accountApi';
import { DeviceItem, DeviceItems, removableHint } from './DeviceItem';

/** The devices signed in to this account; each but this one can be removed (after its waiting time). */
export function DeviceList() {
  const { data: devices = [], isLoading, isFetching, refetch } = useGetDevicesQuery(undefined);
  const [removeDevice] = useRemoveDeviceMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (deviceId: string): Promise<void> => {
    setRemoving(deviceId);
    try {
      await removeDevice({ deviceId });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div data-testid="device-list">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Các thiết bị đang đăng nhập tài khoản của bạn.</Typography.Text>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch()} loading={isFetching}>
          Tải lại
        </Button>
      </Flex>
      {isLoading ? (
        <Skeleton active />
      ) : (
        <DeviceItems empty={<Empty description="Chưa có thiết bị nào" />}>
          {devices.map((device) => (
            <DeviceItem
              key={device.deviceId}
              device={device}
              action={
                device.current
                  ? undefined
                  : (removable) => (
                      // Disabled until its removal time (24 h rule), which the item shows.
                      <Popconfirm
                        title="Xoá thiết bị này?"
                        description="Thiết bị sẽ phải đăng nhập lại."
                        okText="Xoá"
                        cancelText="Huỷ"
                        disabled={!removable}
                        onConfirm={() => void remove(device.deviceId)}
                      >
                        <Button
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          disabled={!removable}
                          title={removable ? undefined : removableHint(device)}
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
