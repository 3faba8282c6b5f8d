import { Alert, Button, Card, DatePicker, Form, Input, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { PortfolioSummary } from '@/common/contracts/portfolios';
import { TRANSACTION_KINDS, TRANSACTION_KIND_LABELS, type TransactionKind } from '@/common/portfolio/types';
import { transactionBody, type TransactionFormValues } from '../portfolioForms';
import { useAddTransactionMutation } from '../portfoliosApi';
import { formatRate } from '../portfolioText';
import { TradePreview } from './TradePreview';

const FIELDS = ['kind', 'date', 'ticker', 'quantity', 'price', 'amount', 'fee', 'tax', 'note'] as const;
const NUMBER_RULE = {
  pattern: /^[\d.,\s]*$/,
  message: 'Chỉ nhập chữ số (dấu phẩy hoặc chấm ngăn cách hàng nghìn).',
};

/** "Ghi giao dịch": one line of any kind; the fields follow the kind, the server's reasons show on the fields. */
export function TransactionForm({ portfolio }: { portfolio: PortfolioSummary }) {
  const [form] = Form.useForm<TransactionFormValues>();
  const kind = (Form.useWatch('kind', form) as TransactionKind | undefined) ?? 'buy';
  const [add, { isLoading }] = useAddTransactionMutation();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const trade = kind === 'buy' || kind === 'sell';
  const usesTicker = trade || kind === 'cash_dividend' || kind === 'stock_dividend';

  const submit = async (values: TransactionFormValues) => {
    setError(null);
    setSaved(null);
    const result = await add({ id: portfolio.id, body: transactionBody(values) });
    if ('error' in result) {
      const failure = result.error as { message?: string; details?: { path: string; message: string }[] };
      setError(failure.message ?? 'Không ghi được giao dịch.');
      const fields = (failure.details ?? []).filter((item) =>
        (FIELDS as readonly string[]).includes(item.path),
      );
      form.setFields(
        fields.map((item) => ({ name: item.path as (typeof FIELDS)[number], errors: [item.message] })),
      );
      return;
    }
    setSaved(
      `Đã ghi: ${TRANSACTION_KIND_LABELS[values.kind]} ${values.ticker?.toUpperCase() ?? ''} ngày ${values.date?.format('YYYY-MM-DD') ?? ''}.`,
    );
    form.resetFields(['ticker', 'quantity', 'price', 'amount', 'fee', 'tax', 'note']);
  };

  return (
    <Card title="Ghi giao dịch" data-testid="portfolio-transaction-form">
      <Form<TransactionFormValues>
        name="portfolio-transaction"
        form={form}
        layout="vertical"
        initialValues={{ kind: 'buy', date: dayjs() }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => {
          setSaved(null);
        }}
      >
        <Form.Item
          name="kind"
          label="Loại giao dịch"
          rules={[{ required: true, message: 'Chọn loại giao dịch.' }]}
        >
          <Select
            options={TRANSACTION_KINDS.map((value) => ({ value, label: TRANSACTION_KIND_LABELS[value] }))}
          />
        </Form.Item>
        <Form.Item name="date" label="Ngày" rules={[{ required: true, message: 'Chọn ngày giao dịch.' }]}>
          <DatePicker
            format="YYYY-MM-DD"
            style={{ width: '100%' }}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          />
        </Form.Item>
        {usesTicker && (
          <Form.Item
            name="ticker"
            label="Mã chứng khoán"
            rules={[{ required: true, message: 'Nhập mã chứng khoán.' }]}
          >
            <Input maxLength={10} style={{ textTransform: 'uppercase' }} autoComplete="off" />
          </Form.Item>
        )}
        {(trade || kind === 'stock_dividend') && (
          <Form.Item
            name="quantity"
            label={kind === 'stock_dividend' ? 'Số cổ phiếu nhận thêm' : 'Số lượng (cổ phiếu)'}
            rules={[{ required: true, message: 'Nhập số lượng.' }, NUMBER_RULE]}
          >
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
        )}
        {trade && (
          <Form.Item
            name="price"
            label="Giá khớp (đồng/cổ phiếu)"
            rules={[{ required: true, message: 'Nhập giá khớp.' }, NUMBER_RULE]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        )}
        {!trade && kind !== 'stock_dividend' && (
          <Form.Item
            name="amount"
            label="Số tiền (đồng)"
            rules={[{ required: true, message: 'Nhập số tiền.' }, NUMBER_RULE]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        )}
        {trade && (
          <>
            <Form.Item
              name="fee"
              label="Phí môi giới (đồng)"
              extra={`Để trống: ${formatRate(portfolio.feeRate)} × giá trị khớp, làm tròn đến đồng.`}
              rules={[NUMBER_RULE]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="tax"
              label="Thuế (đồng)"
              extra={
                kind === 'sell'
                  ? `Để trống: ${formatRate(portfolio.sellTaxRate)} × giá trị bán, làm tròn đến đồng.`
                  : 'Lệnh mua không chịu thuế.'
              }
              rules={[NUMBER_RULE]}
            >
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <TradePreview form={form} portfolio={portfolio} />
          </>
        )}
        {kind === 'cash_dividend' && (
          <Form.Item
            name="tax"
            label="Thuế TNCN đã khấu trừ (đồng)"
            extra="Nếu công ty chứng khoán đã khấu trừ 5% thuế, nhập số thuế ở đây."
            rules={[NUMBER_RULE]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="note" label="Ghi chú">
          <Input maxLength={500} autoComplete="off" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {saved && (
          <Typography.Paragraph type="success" role="status">
            {saved}
          </Typography.Paragraph>
        )}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Ghi giao dịch
        </Button>
      </Form>
    </Card>
  );
}
