import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

interface EditDeleteActionsProps {
  onEdit: () => void;
  /** Runs after the user confirms; resolves when the deletion is done. */
  onDelete: () => Promise<void>;
  confirmTitle: string;
  confirmDescription?: ReactNode;
  deleting: boolean;
}

/** The "Sửa" and "Xoá" (with confirmation) buttons of an admin table row. */
export function EditDeleteActions({
  onEdit,
  onDelete,
  confirmTitle,
  confirmDescription,
  deleting,
}: EditDeleteActionsProps) {
  return (
    <Space>
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
        Sửa
      </Button>
      <Popconfirm
        title={confirmTitle}
        description={confirmDescription}
        okText="Xoá"
        okButtonProps={{ danger: true }}
        cancelText="Huỷ"
        onConfirm={() => {
          void onDelete();
        }}
      >
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} loading={deleting}>
          Xoá
        </Button>
      </Popconfirm>
    </Space>
  );
}
