import { Form, Input, Modal, type InputRef } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { CHART_MESSAGES } from '@/common/contracts/chartVocabulary';
import { useHydrated } from '@/lib/useHydrated';

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
  const nameInput = useRef<InputRef>(null);
  // The closed dialog is rendered ahead (forceRender, so the form exists when the effect below fills
  // it), but only in the browser: the server has no portal target, and a dialog present on one side
  // only breaks hydration of the whole page.
  const hydrated = useHydrated();

  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  if (!hydrated) return null;
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
      // The dialog is rendered closed ahead of time, so autoFocus cannot move the focus when it opens.
      afterOpenChange={(opened) => {
        if (opened) nameInput.current?.focus();
      }}
    >
      <Form
        scrollToFirstError={{ focus: true }}
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
          <Input ref={nameInput} maxLength={200} placeholder="Ví dụ: Hiệu quả kinh doanh" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
