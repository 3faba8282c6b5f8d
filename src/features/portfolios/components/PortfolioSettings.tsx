import { Alert, Button, Card, Flex, Form, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import type { PortfolioSummary } from '@/common/contracts/portfolios';
import { percentToRate, rateToPercent } from '../portfolioForms';
import { useDeletePortfolioMutation, useUpdatePortfolioMutation } from '../portfoliosApi';

interface SettingsValues {
  name: string;
  feePercent: string;
  taxPercent: string;
}

const PERCENT_RULE = { pattern: /^\d{1,2}([.,]\d{1,4})?$/, message: 'Nhập phần trăm, ví dụ 0.15' };

/** Rename the portfolio, change the default fee and tax rates of new trades, or delete it. */
export function PortfolioSettings({ portfolio }: { portfolio: PortfolioSummary }) {
  const [update, { isLoading }] = useUpdatePortfolioMutation();
  const [remove, { isLoading: removing }] = useDeletePortfolioMutation();
  const [message, setMessage] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const save = async (values: SettingsValues) => {
    setMessage(null);
    const result = await update({
      id: portfolio.id,
      body: {
        name: values.name,
        feeRate: percentToRate(values.feePercent),
        sellTaxRate: percentToRate(values.taxPercent),
      },
    });
    setMessage(
      'error' in result
        ? { type: 'error', text: (result.error as { message?: string }).message ?? 'Không lưu được.' }
        : { type: 'success', text: 'Đã lưu. Tỷ lệ mới áp dụng cho các giao dịch ghi từ nay.' },
    );
  };
  return (
    <Card title="Cài đặt danh mục" data-testid="portfolio-settings">
      <Form<SettingsValues>
        name="portfolio-settings"
        layout="inline"
        initialValues={{
          name: portfolio.name,
          feePercent: rateToPercent(portfolio.feeRate),
          taxPercent: rateToPercent(portfolio.sellTaxRate),
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item
          name="name"
          label="Tên"
          rules={[{ required: true, whitespace: true, max: 80, message: 'Nhập tên (tối đa 80 ký tự).' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="feePercent" label="Phí môi giới (%)" rules={[PERCENT_RULE]}>
          <Input inputMode="decimal" style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="taxPercent" label="Thuế bán (%)" rules={[PERCENT_RULE]}>
          <Input inputMode="decimal" style={{ width: 100 }} />
        </Form.Item>
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Lưu
          </Button>
          <Popconfirm
            title="Xóa danh mục này?"
            description="Toàn bộ giao dịch của danh mục sẽ bị xóa và không khôi phục được."
            okText="Xóa"
            cancelText="Hủy"
            onConfirm={() => void remove(portfolio.id)}
          >
            <Button danger loading={removing}>
              Xóa danh mục
            </Button>
          </Popconfirm>
        </Flex>
      </Form>
      {message && <Alert style={{ marginTop: 16 }} type={message.type} showIcon title={message.text} />}
    </Card>
  );
}
