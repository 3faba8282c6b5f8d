import { formatDate, formatNumber, formatSigned } from '@/common/format';
import { macroValueText } from '@/common/seo/descriptions';
import { PREVIEW_IMAGE_SIZE, SITE_DESCRIPTION, SITE_NAME } from '@/common/seo/pageSeo';
import type { CompanySnapshot, MacroSnapshot } from '@/common/seo/snapshots';
import { PREVIEW_FONT_FAMILY } from './preview.fonts';

/**
 * The layouts of the 1200x630 link previews as satori element trees (plain objects shaped like React
 * elements, so no JSX runtime is needed on the server). Up and down keep their sign as well as
 * their colour; the colours are dark enough for 4.5:1 on white.
 */

export interface CardNode {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

const el = (type: string, style: Record<string, unknown>, children?: unknown, extra = {}): CardNode => ({
  type,
  props: { style, children, ...extra },
});

const COLORS = {
  text: '#141414',
  muted: '#4a4a4a',
  brand: '#0b4fa8',
  up: '#137333',
  down: '#c5221f',
  flat: '#8a5a00',
};
const PADDING = { x: 60, y: 44 };
const BRAND_BORDER = 12;
const CHART = { width: PREVIEW_IMAGE_SIZE.width - 2 * PADDING.x, height: 220 };

function trendColor(change: number | null): string {
  if (change === null || change === 0) return COLORS.flat;
  return change > 0 ? COLORS.up : COLORS.down;
}

/** A polyline of the values scaled into the chart box, with a light area under it. */
function sparkline(values: readonly number[], color: string): CardNode | null {
  if (values.length < 2) return null;
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const { width, height } = CHART;
  const points = values.map((value, index) => {
    const x = (index / (values.length - 1)) * width;
    const y = height - 8 - ((value - low) / span) * (height - 16);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = points.join(' ');
  return el(
    'svg',
    { display: 'flex' },
    [
      el('polygon', {}, undefined, {
        points: `0,${String(height)} ${line} ${String(width)},${String(height)}`,
        fill: color,
        fillOpacity: 0.12,
      }),
      el('polyline', {}, undefined, {
        points: line,
        fill: 'none',
        stroke: color,
        strokeWidth: 4,
        strokeLinejoin: 'round',
      }),
    ],
    { width, height, viewBox: `0 0 ${String(width)} ${String(height)}` },
  );
}

function frame(children: unknown[]): CardNode {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      // satori sizes boxes as content-box: the padding and the top border come on top of these.
      width: PREVIEW_IMAGE_SIZE.width - 2 * PADDING.x,
      height: PREVIEW_IMAGE_SIZE.height - 2 * PADDING.y - BRAND_BORDER,
      padding: `${String(PADDING.y)}px ${String(PADDING.x)}px`,
      background: '#ffffff',
      borderTop: `${String(BRAND_BORDER)}px solid ${COLORS.brand}`,
      color: COLORS.text,
      fontFamily: PREVIEW_FONT_FAMILY,
    },
    children.filter(Boolean),
  );
}

const brandLine = (detail: string): CardNode =>
  el('div', { display: 'flex', justifyContent: 'space-between', fontSize: 26, color: COLORS.muted }, [
    el('div', { display: 'flex', fontWeight: 700, color: COLORS.brand, marginRight: 32 }, SITE_NAME),
    el(
      'div',
      { display: 'block', flexShrink: 1, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
      detail,
    ),
  ]);

const title = (text: string): CardNode =>
  el(
    'div',
    {
      display: 'flex',
      fontSize: 52,
      fontWeight: 700,
      lineHeight: 1.15,
      marginTop: 20,
      maxHeight: 122,
      overflow: 'hidden',
    },
    text,
  );

function figureRow(value: string, change: string | null, color: string, note: string): CardNode {
  return el(
    'div',
    { display: 'flex', alignItems: 'baseline', marginTop: 18 },
    [
      el('div', { display: 'flex', fontSize: 64, fontWeight: 700 }, value),
      change
        ? el('div', { display: 'flex', fontSize: 40, fontWeight: 700, color, marginLeft: 24 }, change)
        : null,
      el('div', { display: 'flex', fontSize: 26, color: COLORS.muted, marginLeft: 24 }, note),
    ].filter(Boolean),
  );
}

const chartBox = (chart: CardNode | null): CardNode =>
  el('div', { display: 'flex', marginTop: 'auto', height: CHART.height }, chart ? [chart] : []);

/** The company card: name, ticker and exchange, last close with its change, recent closes. */
export function companyCard(company: CompanySnapshot): CardNode {
  const price = company.price;
  const color = trendColor(price?.change ?? null);
  const change =
    price?.change != null
      ? `${formatSigned(price.change, 0)}${price.changePercent != null ? ` (${formatSigned(price.changePercent, 2)}%)` : ''}`
      : null;
  const exchange = [company.ticker, company.exchange].filter(Boolean).join(' · ');
  return frame([
    brandLine(company.industry ? `${exchange} · ${company.industry}` : exchange),
    title(company.name),
    price
      ? figureRow(formatNumber(price.price, 0), change, color, `đồng/cp · ${formatDate(price.date)}`)
      : el(
          'div',
          { display: 'flex', fontSize: 36, marginTop: 18, color: COLORS.muted },
          'Chưa có dữ liệu giá',
        ),
    chartBox(sparkline(company.closes, color)),
  ]);
}

/** The macro card: indicator, latest value with unit and period, change against the period before, recent values. */
export function macroCard(macro: MacroSnapshot): CardNode {
  const latest = macro.latest;
  const change = latest && macro.previous !== null ? latest.value - macro.previous : null;
  const color = trendColor(change);
  const changeText = change !== null ? formatSigned(change, Number.isInteger(change) ? 0 : 2) : null;
  return frame([
    brandLine(`Kinh tế vĩ mô${macro.source ? ` · ${macro.source}` : ''}`),
    title(
      macro.seriesName && macro.seriesName !== macro.name ? `${macro.name}: ${macro.seriesName}` : macro.name,
    ),
    latest
      ? figureRow(macroValueText(latest.value, macro.unit), changeText, color, latest.label)
      : el(
          'div',
          { display: 'flex', fontSize: 36, marginTop: 18, color: COLORS.muted },
          macro.locked ? 'Số liệu dành cho tài khoản có gói dịch vụ' : 'Chưa có số liệu',
        ),
    chartBox(sparkline(macro.values, COLORS.brand)),
  ]);
}

/** The site's card for pages without one of their own. */
export function siteCard(): CardNode {
  return frame([
    brandLine('vi-VN'),
    el(
      'div',
      { display: 'flex', fontSize: 64, fontWeight: 700, marginTop: 120, lineHeight: 1.15 },
      'Dữ liệu tài chính và kinh tế Việt Nam',
    ),
    el('div', { display: 'flex', fontSize: 32, color: COLORS.muted, marginTop: 24 }, SITE_DESCRIPTION),
  ]);
}
