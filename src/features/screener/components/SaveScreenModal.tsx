import { Alert, Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';

export interface SaveScreenModalProps {
  open: boolean;
  initialName: string;
  saving: boolean;
  error: string | null;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Names the screen being saved (1-80 characters); Enter saves, Esc closes. */
export function SaveScreenModal({
  open,
  initialName,
  saving,
  error,
  onSave,
  onCancel,
}: SaveScreenModalProps) {
  const [name, setName] = useState(initialName);
  const inputId = useId();
  const trimmed = name.trim();
  return (
    <Modal
      open={open}
      title="Lưu bộ lọc"
      okText="Lưu"
      cancelText="Hủy"
      confirmLoading={saving}
      okButtonProps={{ disabled: trimmed.length === 0 }}
      onOk={() => {
        onSave(trimmed);
      }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        layout="vertical"
        onFinish={() => {
          if (trimmed) onSave(trimmed);
        }}
      >
        <Form.Item label="Tên bộ lọc" required htmlFor={inputId}>
          <Input
            id={inputId}
            autoFocus
            maxLength={80}
            showCount
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
            onPressEnter={() => {
              if (trimmed) onSave(trimmed);
            }}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
