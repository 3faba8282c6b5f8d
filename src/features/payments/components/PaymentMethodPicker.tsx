import { BankOutlined, CreditCardOutlined, QrcodeOutlined, WalletOutlined } from '@ant-design/icons';
import { Radio, Space } from 'antd';
import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/common/constants/plans';
import { CHECKOUT_METHODS } from '@/common/constants/pricing';

const METHOD_ICONS: Record<PaymentMethod, ReactNode> = {
  MOMO: <WalletOutlined aria-hidden style={{ color: '#a50064' }} />,
  VNPAY: <QrcodeOutlined aria-hidden style={{ color: '#005baa' }} />,
  VISA: <CreditCardOutlined aria-hidden style={{ color: '#1a1f71' }} />,
  BANK: <BankOutlined aria-hidden style={{ color: '#389e0d' }} />,
};

const METHOD_HINTS: Record<PaymentMethod, string> = {
  MOMO: 'Quét mã QR bằng ứng dụng MoMo',
  VNPAY: 'Ứng dụng ngân hàng hoặc thẻ ATM qua cổng VNPay',
  VISA: 'Thẻ Visa, Mastercard, JCB qua cổng MoMo',
  BANK: 'Chuyển khoản, kích hoạt sau khi quản trị viên xác nhận',
};

interface PaymentMethodPickerProps {
  value: PaymentMethod;
  /** The methods the server offers; default all of checkout's. */
  methods?: readonly PaymentMethod[];
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

export function PaymentMethodPicker({
  value,
  methods = CHECKOUT_METHODS,
  onChange,
  disabled,
}: PaymentMethodPickerProps) {
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      aria-label="Phương thức thanh toán"
      onChange={(event) => {
        onChange(event.target.value as PaymentMethod);
      }}
    >
      <Space orientation="vertical">
        {methods.map((method) => (
          <Radio key={method} value={method} data-testid={`method-${method}`}>
            <span aria-hidden style={{ marginRight: 8 }}>
              {METHOD_ICONS[method]}
            </span>
            <span>{PAYMENT_METHOD_LABELS[method]}</span>
            <span style={{ color: 'rgba(0, 0, 0, 0.45)', marginLeft: 8, fontSize: 12 }}>
              {METHOD_HINTS[method]}
            </span>
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}
