import { Form, Input, Modal } from 'antd';
import { useEffect, useId } from 'react';

export interface WatchlistNameModalProps {
  open: boolean;
  title: string;
  okText: string;
  initialName: string;
  /** Shown above the field (e.g. what will be added to the new list). */
  note?: string;
  saving: boolean;
  /** The server's refusal, shown under the field. */
  error?: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asks for a list's name (create, rename); Enter submits, Esc cancels. */
export function WatchlistNameModal(props: WatchlistNameModalProps) {
  const { open, title, okText, initialName, note, saving, error, onSubmit, onCancel } = props;
  const [form] = Form.useForm<{ name: string }>();
  // Each modal's field its own id (a page may hold a create and a rename modal at once).
  const formName = `watchlist-name-${useId().replace(/[^\w-]/g, '')}`;
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Hủy"
      confirmLoading={saving}
      onOk={() => {
        form.submit();
      }}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {note ? <p>{note}</p> : null}
      <Form
        form={form}
        name={formName}
        layout="vertical"
        onFinish={(values) => {
          onSubmit(values.name.trim());
        }}
      >
        <Form.Item
          name="name"
          label="Tên danh sách"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          rules={[
            { required: true, whitespace: true, message: 'Vui lòng nhập tên danh sách' },
            { max: 60, message: 'Tên danh sách tối đa 60 ký tự' },
          ]}
        >
          <Input autoFocus maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
