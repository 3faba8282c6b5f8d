import type { Options, Point, PointOptionsObject } from 'highcharts';
import type { HeatmapResponse, HeatmapStock } from '@/common/contracts/market';
import type { HeatmapSize } from '@/common/market/marketSession';
import { chartAccessibility, chartNameLang } from '@/features/charts/options/accessibility';
import type { ChartTableData } from '@/features/charts/options/tableData';
import { billionsText, price, signedPercent } from './figures';
import { heatColor, heatTextColor } from './marketColors';

/** The heatmap's size choices as the switch names them. */
export const HEATMAP_SIZE_LABELS: Record<HeatmapSize, string> = {
  marketValue: 'Vốn hóa',
  value: 'Giá trị giao dịch',
};

const INDUSTRY_PREFIX = 'nganh:';

interface StockCustom {
  ticker: string;
  name: string;
  industry: string;
  price: number | null;
  pctChange: number | null;
  marketValue: number | null;
  totalValue: number | null;
}

/** One stock as screen readers and the tooltip read it. */
export function describeStock(stock: StockCustom): string {
  return `${stock.ticker} ${stock.name}: giá ${price(stock.price)}, ${signedPercent(stock.pctChange)}, vốn hóa ${billionsText(stock.marketValue)}, giá trị giao dịch ${billionsText(stock.totalValue)}`;
}

const custom = (stock: HeatmapStock, industry: string): StockCustom => ({
  ticker: stock.ticker,
  name: stock.name,
  industry,
  price: stock.price,
  pctChange: stock.pctChange,
  marketValue: stock.marketValue,
  totalValue: stock.totalValue,
});

const sizeOf = (stock: HeatmapStock, size: HeatmapSize): number =>
  (size === 'marketValue' ? stock.marketValue : stock.totalValue) ?? 0;

/** The treemap's points: one per industry, one per stock under it. */
export function heatmapPoints(data: HeatmapResponse): PointOptionsObject[] {
  return data.industries.flatMap((industry) => [
    { id: `${INDUSTRY_PREFIX}${industry.code}`, name: industry.name, color: '#f3f4f6' },
    ...industry.stocks.map((stock): PointOptionsObject => ({
      id: stock.ticker,
      parent: `${INDUSTRY_PREFIX}${industry.code}`,
      name: stock.ticker,
      value: sizeOf(stock, data.size),
      color: heatColor(stock.state, stock.pctChange),
      custom: custom(stock, industry.name),
      dataLabels: { style: { color: heatTextColor(stock.state, stock.pctChange) } },
    })),
  ]);
}

const stockOf = (point: Point): StockCustom | undefined => (point.options as { custom?: StockCustom }).custom;

/**
 * Treemap options (pure): industries (ICB level 2) holding their companies, cells sized by the
 * response's size and coloured as the boards do; a click on a company calls `onOpen(ticker)`.
 */
export function heatmapOptions(data: HeatmapResponse, onOpen: (ticker: string) => void): Options {
  const title = `Bản đồ nhiệt thị trường theo ${HEATMAP_SIZE_LABELS[data.size].toLowerCase()}`;
  const stocks = data.industries.reduce((sum, industry) => sum + industry.stocks.length, 0);
  return {
    chart: { height: 520, spacing: [0, 0, 0, 0] },
    title: { text: undefined },
    credits: { enabled: false },
    lang: chartNameLang(title),
    accessibility: {
      ...chartAccessibility({ title, series: [{ name: `${String(stocks)} cổ phiếu` }] }),
      // Every cell described (Highcharts stops at 200 points by default; a whole market has ~1,600).
      series: { pointDescriptionEnabledThreshold: 2_000 },
      point: {
        descriptionFormatter: (point: Point) => {
          const stock = stockOf(point);
          return stock ? describeStock(stock) : `Ngành ${point.name}`;
        },
      },
    },
    tooltip: {
      useHTML: false,
      formatter() {
        const stock = stockOf(this);
        if (!stock) return `<b>${this.name}</b>`;
        return `<b>${stock.ticker}</b> ${stock.name}<br/>${stock.industry}<br/>Giá: ${price(stock.price)} (${signedPercent(stock.pctChange)})<br/>Vốn hóa: ${billionsText(stock.marketValue)}<br/>Giá trị giao dịch: ${billionsText(stock.totalValue)}`;
      },
    },
    series: [
      {
        type: 'treemap',
        name: title,
        layoutAlgorithm: 'squarified',
        allowTraversingTree: false,
        animation: false,
        cursor: 'pointer',
        data: heatmapPoints(data),
        levels: [
          {
            level: 1,
            borderWidth: 3,
            borderColor: '#ffffff',
            dataLabels: {
              enabled: true,
              align: 'left',
              verticalAlign: 'top',
              style: {
                fontSize: '12px',
                fontWeight: 'bold',
                color: '#111827',
                textOutline: 'none',
                pointerEvents: 'none',
              },
            },
          },
          {
            level: 2,
            borderWidth: 1,
            borderColor: '#ffffff',
            dataLabels: {
              enabled: true,
              formatter() {
                const stock = stockOf(this);
                return stock ? `${stock.ticker}<br/>${signedPercent(stock.pctChange)}` : '';
              },
              style: { fontSize: '11px', fontWeight: 'normal', textOutline: 'none', pointerEvents: 'none' },
            },
          },
        ],
        point: {
          events: {
            click() {
              const stock = stockOf(this);
              if (stock) onOpen(stock.ticker);
            },
          },
        },
      },
    ],
  };
}

/** "Xem bảng số liệu": every stock drawn, in the heatmap's order. */
export function heatmapTable(data: HeatmapResponse): ChartTableData {
  return {
    rowHeading: 'Mã',
    columns: ['Tên', 'Ngành', 'Giá', '% thay đổi', 'Vốn hóa', 'Giá trị giao dịch'],
    rows: data.industries.flatMap((industry) =>
      industry.stocks.map((stock) => ({
        key: stock.ticker,
        name: stock.ticker,
        values: [
          stock.name,
          industry.name,
          price(stock.price),
          signedPercent(stock.pctChange),
          billionsText(stock.marketValue),
          billionsText(stock.totalValue),
        ],
      })),
    ),
  };
}
