import { Form, Input, Modal } from 'antd';
import { useEffect, useId } from 'react';
import { CHART_MESSAGES } from '@/common/contracts/charts';

export interface NamePromptModalProps {
  open: boolean;
  title: string;
  okText: string;
  initialName?: string;
  confirmLoading?: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asks for a section name (1 to 200 characters). */
export function NamePromptModal({
  open,
  title,
  okText,
  initialName = '',
  confirmLoading,
  onSubmit,
  onCancel,
}: NamePromptModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const formId = useId();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Huỷ"
      confirmLoading={confirmLoading}
      okButtonProps={{ htmlType: 'submit', form: formId }}
      onCancel={onCancel}
      forceRender
    >
      <Form
        id={formId}
        form={form}
        layout="vertical"
        onFinish={({ name }) => {
          onSubmit(name.trim());
        }}
      >
        <Form.Item
          name="name"
          label="Tên mục"
          rules={[
            { required: true, whitespace: true, message: CHART_MESSAGES.badSectionName },
            { max: 200, message: CHART_MESSAGES.badSectionName },
          ]}
        >
          <Input autoFocus maxLength={200} placeholder="Ví dụ: Hiệu quả kinh doanh" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
