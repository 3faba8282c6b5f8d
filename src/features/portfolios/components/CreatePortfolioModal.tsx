import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { DEFAULT_FEE_RATE, DEFAULT_SELL_TAX_RATE } from '@/common/portfolio/types';
import { percentToRate, rateToPercent } from '../portfolioForms';
import { useCreatePortfolioMutation } from '../portfoliosApi';

interface CreateValues {
  name: string;
  feePercent: string;
  taxPercent: string;
}

/** "Tạo danh mục": a name and the default broker fee and sell tax rates of its trades. */
export function CreatePortfolioModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [form] = Form.useForm<CreateValues>();
  const [create, { isLoading }] = useCreatePortfolioMutation();
  const [error, setError] = useState<string | null>(null);
  // Enter in any field submits, as in a one-line form (the dialog's button sits outside the form).
  const submitOnEnter = () => {
    form.submit();
  };
  const submit = async (values: CreateValues) => {
    setError(null);
    const result = await create({
      name: values.name,
      feeRate: percentToRate(values.feePercent),
      sellTaxRate: percentToRate(values.taxPercent),
    });
    if ('error' in result) {
      setError((result.error as { message?: string }).message ?? 'Không tạo được danh mục.');
      return;
    }
    form.resetFields();
    onCreated(result.data.id);
  };
  return (
    <Modal
      title="Tạo danh mục"
      open={open}
      okText="Tạo"
      cancelText="Hủy"
      confirmLoading={isLoading}
      onOk={() => {
        form.submit();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateValues>
        name="portfolio-create"
        form={form}
        layout="vertical"
        initialValues={{
          feePercent: rateToPercent(DEFAULT_FEE_RATE),
          taxPercent: rateToPercent(DEFAULT_SELL_TAX_RATE),
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label="Tên danh mục"
          rules={[
            { required: true, whitespace: true, max: 80, message: 'Nhập tên danh mục (tối đa 80 ký tự).' },
          ]}
        >
          <Input autoFocus placeholder="Ví dụ: Dài hạn" onPressEnter={submitOnEnter} />
        </Form.Item>
        <Form.Item
          name="feePercent"
          label="Phí môi giới mặc định (% giá trị khớp, mua và bán)"
          rules={[{ pattern: /^\d{1,2}([.,]\d{1,4})?$/, message: 'Nhập phần trăm, ví dụ 0.15' }]}
        >
          <Input inputMode="decimal" suffix="%" onPressEnter={submitOnEnter} />
        </Form.Item>
        <Form.Item
          name="taxPercent"
          label="Thuế bán mặc định (% giá trị bán)"
          rules={[{ pattern: /^\d{1,2}([.,]\d{1,4})?$/, message: 'Nhập phần trăm, ví dụ 0.1' }]}
        >
          <Input inputMode="decimal" suffix="%" onPressEnter={submitOnEnter} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
