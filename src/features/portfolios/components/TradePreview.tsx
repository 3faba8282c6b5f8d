import { Form, Typography, type FormInstance } from 'antd';
import type { PortfolioSummary } from '@/common/contracts/portfolios';
import { defaultSellTax, defaultTradeFee, Money, tradeCash, tradeValue } from '@/common/portfolio/money';
import { plainAmount, type TransactionFormValues } from '../portfolioForms';
import { formatDong } from '../portfolioText';

const NUMBER = /^\d{1,16}(\.\d{1,4})?$/;

/** What a buy or sell will cost or bring, with the default fee and tax, computed as the server will. */
export function TradePreview({
  form,
  portfolio,
}: {
  form: FormInstance<TransactionFormValues>;
  portfolio: PortfolioSummary;
}) {
  const values = Form.useWatch([], form) as Partial<TransactionFormValues> | undefined;
  const quantity = plainAmount(values?.quantity);
  const price = plainAmount(values?.price);
  if (!quantity || !price || !/^\d{1,11}$/.test(quantity) || !NUMBER.test(price)) return null;
  const value = tradeValue(Number(quantity), price);
  const typedFee = plainAmount(values?.fee);
  const typedTax = plainAmount(values?.tax);
  const fee =
    typedFee && NUMBER.test(typedFee) ? new Money(typedFee) : defaultTradeFee(value, portfolio.feeRate);
  const selling = values?.kind === 'sell';
  const tax =
    typedTax && NUMBER.test(typedTax)
      ? new Money(typedTax)
      : selling
        ? defaultSellTax(value, portfolio.sellTaxRate)
        : new Money(0);
  const total = tradeCash(selling ? 'sell' : 'buy', value, fee, tax);
  return (
    <Typography.Paragraph type="secondary" data-testid="portfolio-trade-preview" aria-live="polite">
      Giá trị khớp {formatDong(value.toNumber())} · Phí {formatDong(fee.toNumber())} · Thuế{' '}
      {formatDong(tax.toNumber())} · {selling ? 'Tiền nhận về' : 'Tổng tiền trả'}{' '}
      {formatDong(total.toNumber())} đồng
    </Typography.Paragraph>
  );
}
