import type {
  CorporateEventItem,
  DividendEntitlement,
  DividendHistoryResponse,
} from '@/common/contracts/corporateEvents';

/** Answers of the events API for the screen tests (figures as the server computes them). */

export function eventItem(id: number, extra: Partial<CorporateEventItem> = {}): CorporateEventItem {
  return {
    id,
    ticker: 'EVA',
    companyName: 'Ê Va',
    exchange: 'HOSE',
    kind: 'cash_dividend',
    eventDate: '2024-10-10',
    title: 'Trả cổ tức bằng tiền năm 2023, 1.500 đồng/cp',
    exDate: '2024-10-10',
    recordDate: '2024-10-11',
    paymentDate: '2024-11-05',
    endDate: null,
    cashPerShare: 1_500,
    ratio: null,
    ratioText: null,
    pricePerShare: null,
    shares: null,
    fiscalYear: 2023,
    note: null,
    source: 'demo',
    ...extra,
  };
}

const cash: DividendEntitlement = {
  ticker: 'EVA',
  kind: 'cash_dividend',
  exDate: '2024-06-10',
  title: 'Trả cổ tức bằng tiền năm 2023, 1.500 đồng/cp',
  recordDate: '2024-06-11',
  paymentDate: '2024-07-05',
  fiscalYear: 2023,
  cashPerShare: 1_500,
  ratio: null,
  ratioText: null,
  pricePerShare: null,
  yieldAtExDate: 0.05,
  yieldReason: null,
  payoutRatio: 0.5,
  payoutReason: null,
  adjustment: {
    from: 'price_adjustments',
    previousClose: 30_000,
    previousDate: '2024-06-07',
    refPrice: 28_500,
    factor: 0.95,
    formula: 'P_ref = P_prev − D',
    working: 'P_ref = 30,000 − 1,500 = 28,500',
    rounded: false,
  },
  adjustmentReason: null,
};

export const DIVIDENDS: DividendHistoryResponse = {
  ticker: 'EVA',
  exchange: 'UPCOM',
  entitlements: [
    {
      ...cash,
      kind: 'rights_issue',
      exDate: '2024-08-01',
      title: 'Phát hành quyền mua 100:30 giá 10.000',
      cashPerShare: null,
      ratio: 1.3,
      ratioText: '100:30',
      pricePerShare: 10_000,
      yieldAtExDate: null,
      payoutRatio: null,
      adjustment: {
        from: 'computed',
        previousClose: 13_000,
        previousDate: '2024-07-31',
        refPrice: 12_300,
        factor: 12_300 / 13_000,
        formula: 'P_ref = (P_prev + (k − 1) × S) / k',
        working: 'P_ref = (13,000 + (1.3 − 1) × 10,000) / 1.3 = 12,307.69 ≈ 12,300',
        rounded: true,
      },
    },
    cash,
    {
      ...cash,
      exDate: '2023-06-12',
      fiscalYear: null,
      cashPerShare: 1_000,
      yieldAtExDate: null,
      yieldReason: 'Chưa có giá phiên trước ngày giao dịch không hưởng quyền.',
      payoutRatio: null,
      payoutReason: 'Chưa rõ năm tài chính của khoản cổ tức này nên không tính tỷ lệ chi trả.',
      adjustment: null,
      adjustmentReason: 'Chưa có giá phiên trước ngày giao dịch không hưởng quyền.',
    },
  ],
  years: [
    {
      fiscalYear: 2023,
      cashPerShare: 1_500,
      dividendsPerShare: 1_250,
      eps: 2_500,
      netProfitParent: 300e9,
      payoutRatio: 0.5,
      reason: null,
    },
  ],
};
