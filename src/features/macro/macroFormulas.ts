import { nextUnusedColor } from '@/common/charts/colors';
import { AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import type { ChartMetric } from '@/common/contracts/charts';
import { CHART_SERIES_TYPES, type ChartSeriesType } from '@/common/contracts/chartVocabulary';
import { FORMULA_METRIC_KIND } from '@/common/contracts/chartMetricKinds';
import type { FormulaSpec } from '@/common/seriesMath/types';

/**
 * The macro view's formula series (issue 33) in its address: `f` is the base64url form of a JSON
 * list, one entry per formula metric:
 *
 *   { i: id, n: legend name, u?: unit, c?: palette position, t?: series type, x?: axis, s: FormulaSpec }
 *
 * Reading is in two steps so the macro page's first load carries no zod: decodeFormulaText (here,
 * plain JSON) and readFormulas, which checks each entry with the chart metric schema (formulaSpecSchema
 * inside) loaded on first use. A bad entry is dropped and named in a Vietnamese notice.
 */

export const FORMULA_URL_NOTICE = 'Liên kết có chuỗi công thức không hợp lệ nên đã bị bỏ qua';

interface WireFormula {
  i: string;
  n: string;
  u?: string;
  c?: number;
  t?: ChartSeriesType;
  x?: number;
  s: FormulaSpec;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  if (!/^[\w-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The formula metrics as the address carries them ('' when there are none). */
export function encodeFormulas(metrics: readonly ChartMetric[]): string {
  const wire = metrics.flatMap((metric): WireFormula[] => {
    if (metric.kind !== FORMULA_METRIC_KIND || !metric.formula) return [];
    const colour = SERIES_PALETTE.indexOf(metric.color.toLowerCase());
    return [
      {
        i: metric.id,
        n: metric.name ?? metric.id,
        ...(metric.unit ? { u: metric.unit } : {}),
        ...(colour >= 0 ? { c: colour } : {}),
        ...(metric.seriesType === 'line' ? {} : { t: metric.seriesType }),
        ...(metric.axis === AxisSlot.RIGHT_1 ? {} : { x: metric.axis }),
        s: metric.formula,
      },
    ];
  });
  return wire.length > 0 ? toBase64Url(JSON.stringify(wire)) : '';
}

/** The entries of `f` as plain values (null: not base64url JSON of a list). */
export function decodeFormulaText(text: string): unknown[] | null {
  if (text === '') return [];
  try {
    const value: unknown = JSON.parse(fromBase64Url(text));
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** One entry in the shape of a chart metric (still unchecked). */
function candidateOf(entry: unknown): Record<string, unknown> | null {
  if (!entry || typeof entry !== 'object') return null;
  const wire = entry as Partial<Record<keyof WireFormula, unknown>>;
  const colour = typeof wire.c === 'number' ? SERIES_PALETTE[wire.c] : undefined;
  const seriesType =
    typeof wire.t === 'string' && (CHART_SERIES_TYPES as readonly string[]).includes(wire.t)
      ? wire.t
      : 'line';
  return {
    kind: FORMULA_METRIC_KIND,
    id: wire.i,
    name: wire.n,
    ...(wire.u === undefined ? {} : { unit: wire.u }),
    ...(colour ? { color: colour } : {}),
    seriesType,
    axis: wire.x ?? AxisSlot.RIGHT_1,
    formula: wire.s,
  };
}

export interface MacroFormulas {
  metrics: ChartMetric[];
  /** Set when something in `f` was dropped. */
  notice: string | null;
}

/** The formula metrics `f` names, each checked by the chart metric schema (loaded on first use). */
export async function readFormulas(text: string, maxMetrics: number): Promise<MacroFormulas> {
  const entries = decodeFormulaText(text);
  if (entries === null) return { metrics: [], notice: FORMULA_URL_NOTICE };
  const { chartMetricSchema } = await import('@/common/contracts/charts');
  const metrics: ChartMetric[] = [];
  let dropped = entries.length > maxMetrics;
  for (const entry of entries.slice(0, maxMetrics)) {
    const parsed = chartMetricSchema.safeParse(candidateOf(entry));
    if (!parsed.success || metrics.some((metric) => metric.id === parsed.data.id)) {
      dropped = true;
      continue;
    }
    const color = parsed.data.color ?? nextUnusedColor(metrics.map((metric) => metric.color));
    metrics.push({ ...parsed.data, color });
  }
  return { metrics, notice: dropped ? FORMULA_URL_NOTICE : null };
}
