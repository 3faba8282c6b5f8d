import type { ScreenDefinition } from './definition';

/** The ready-made screens (issue 32): a starting point the user can change and save as their own. */
export interface PresetScreen {
  id: string;
  name: string;
  description: string;
  screen: ScreenDefinition;
}

export const PRESET_SCREENS: readonly PresetScreen[] = [
  {
    id: 'ngan-hang-gia-re',
    name: 'Ngân hàng giá rẻ',
    description: 'Ngân hàng có P/B dưới 1,2 lần, ROE 4 quý từ 15% và tỷ lệ nợ xấu dưới 3%.',
    screen: {
      criteria: [
        { key: 'COMPANY_TYPE', values: ['bank'] },
        { key: 'PB', min: null, max: 1.2 },
        { key: 'R_ROE_Q', min: 15, max: null },
        { key: 'R_NPL_RATIO_Q', min: null, max: 3 },
      ],
      columns: ['PE', 'MARKET_CAP'],
      sort: { key: 'PB', direction: 'asc' },
    },
  },
  {
    id: 'tang-truong-deu',
    name: 'Tăng trưởng đều',
    description: 'Doanh thu tăng trên 10% so với cùng kỳ cả 4 quý gần nhất, lợi nhuận cũng tăng, ROE từ 12%.',
    screen: {
      criteria: [
        { key: 'REVENUE_GROWTH_MIN_4Q', min: 10, max: null },
        { key: 'PROFIT_GROWTH_MIN_4Q', min: 0, max: null },
        { key: 'R_ROE_Q', min: 12, max: null },
      ],
      columns: ['PE', 'MARKET_CAP'],
      sort: { key: 'REVENUE_GROWTH_MIN_4Q', direction: 'desc' },
    },
  },
  {
    id: 'but-pha',
    name: 'Bứt phá',
    description: 'Giá lập đỉnh 52 tuần với khối lượng từ 1,5 lần trung bình 20 phiên, trên SMA 50.',
    screen: {
      criteria: [
        { key: 'NEW_HIGH_52W', is: true },
        { key: 'VOLUME_VS_AVG20', min: 1.5, max: null },
        { key: 'PRICE_VS_SMA50', min: 0, max: null },
      ],
      columns: ['CHANGE_1D', 'VALUE'],
      sort: { key: 'VOLUME_VS_AVG20', direction: 'desc' },
    },
  },
  {
    id: 'co-tuc-cao',
    name: 'Cổ tức cao',
    description: 'Tỷ suất cổ tức từ 6%, P/E dưới 12 lần, giá trị giao dịch trung bình từ 1 tỷ đồng.',
    screen: {
      criteria: [
        { key: 'DIVIDEND_YIELD', min: 6, max: null },
        { key: 'PE', min: null, max: 12 },
        { key: 'VALUE_AVG20', min: 1, max: null },
      ],
      columns: ['MARKET_CAP'],
      sort: { key: 'DIVIDEND_YIELD', direction: 'desc' },
    },
  },
  {
    id: 'khoi-ngoai-gom',
    name: 'Khối ngoại gom',
    description: 'Khối ngoại mua ròng trong cả 5 và 20 phiên gần nhất, RSI chưa quá mua.',
    screen: {
      criteria: [
        { key: 'FOREIGN_NET_5D', min: 0, max: null },
        { key: 'FOREIGN_NET_20D', min: 0, max: null },
        { key: 'RSI14', min: null, max: 70 },
      ],
      columns: ['CHANGE_1M', 'MARKET_CAP'],
      sort: { key: 'FOREIGN_NET_20D', direction: 'desc' },
    },
  },
];

export function findPreset(id: string): PresetScreen | undefined {
  return PRESET_SCREENS.find((preset) => preset.id === id);
}
