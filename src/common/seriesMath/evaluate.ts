import { computeNode } from './compute';
import { convertFrequency, type ConversionOptions } from './convert';
import { FREQUENCY_NOUN, FREQUENCY_PHRASE, listPhrase } from './messages';
import { parseFormula } from './parser';
import { frequencyRank, ordinalOfX, periodName, xOfOrdinal } from './periods';
import { movingAverage, rebase } from './post';
import type {
  EvaluatedSeries,
  EvaluationResult,
  FormulaError,
  InputSeries,
  SeriesPoint,
  SeriesTransform,
} from './types';
import { applyUnits } from './units';

/**
 * The one evaluation: parse; per input convert the frequency then apply the units (FRED's order);
 * check the inputs share one frequency; align them by period (the union of their periods); compute
 * the formula at each period; then the moving average and the rebase. Every null point says why.
 */

export interface EvaluationInput {
  /** a..h, as the formula names it. */
  name: string;
  series: InputSeries;
  /** What the user recognises: "VCB, Tiền gửi của khách hàng". */
  label?: string;
  transform?: SeriesTransform;
}

export interface EvaluationRequest extends ConversionOptions {
  expression: string;
  inputs: readonly EvaluationInput[];
  movingAverage?: number;
  rebaseDate?: string;
}

function failure(error: FormulaError): EvaluationResult {
  return { ok: false, error };
}

function display(input: EvaluationInput): string {
  return input.label ? `${input.name} (${input.label})` : input.name;
}

function prepare(
  input: EvaluationInput,
  options: ConversionOptions,
): { ok: true; series: InputSeries } | { ok: false; error: FormulaError } {
  let series = input.series;
  const transform = input.transform ?? {};
  if (transform.frequency !== undefined) {
    const converted = convertFrequency(series, transform.frequency, transform.aggregation ?? 'avg', options);
    if (!converted.ok) {
      return {
        ok: false,
        error: { ...converted.error, message: `Chuỗi ${input.name}: ${converted.error.message}` },
      };
    }
    series = converted.series;
  }
  return { ok: true, series: applyUnits(series, transform.units ?? 'lin') };
}

function mismatch(inputs: readonly EvaluationInput[], prepared: readonly InputSeries[]): FormulaError {
  const lowest = prepared.reduce(
    (low, series) => (frequencyRank(series.frequency) > frequencyRank(low) ? series.frequency : low),
    prepared[0]?.frequency ?? 'day',
  );
  const each = inputs.map(
    (input, index) => `${input.name} ${FREQUENCY_PHRASE[prepared[index]?.frequency ?? 'day']}`,
  );
  const toConvert = inputs
    .filter((_, index) => prepared[index]?.frequency !== lowest)
    .map((input) => input.name);
  return {
    code: 'frequency_mismatch',
    message: `${each.join(', ')}: chuyển ${listPhrase(toConvert)} về ${FREQUENCY_NOUN[lowest]}?`,
    offerFrequency: lowest,
  };
}

export function evaluateFormula(request: EvaluationRequest): EvaluationResult {
  const { inputs } = request;
  const parsed = parseFormula(
    request.expression,
    inputs.map((input) => input.name),
  );
  if (!parsed.ok) return failure(parsed.error);
  const prepared: InputSeries[] = [];
  for (const input of inputs) {
    const result = prepare(input, request);
    if (!result.ok) return failure(result.error);
    prepared.push(result.series);
  }
  const frequency = prepared[0]?.frequency ?? 'month';
  if (prepared.some((series) => series.frequency !== frequency)) return failure(mismatch(inputs, prepared));

  // Align by period: ordinal -> index of the point in each input.
  const lookups = prepared.map((series) => {
    const byOrdinal = new Map<number, number>();
    series.points.forEach(([x], index) => byOrdinal.set(ordinalOfX(x, frequency), index));
    return byOrdinal;
  });
  const ordinals = [...new Set(lookups.flatMap((byOrdinal) => [...byOrdinal.keys()]))].sort((l, r) => l - r);
  const points: SeriesPoint[] = [];
  const notes: (string | null)[] = [];
  const values: Record<string, number> = {};
  for (const ordinal of ordinals) {
    const x = xOfOrdinal(ordinal, frequency);
    // Named only when a reason needs it (this loop runs per period).
    const period = (): string => periodName(ordinal, frequency);
    const missing: string[] = [];
    const remarks: string[] = [];
    inputs.forEach((input, i) => {
      const series = prepared[i] as InputSeries;
      const at = (lookups[i] as Map<number, number>).get(ordinal);
      const value = at === undefined ? null : (series.points[at]?.[1] ?? null);
      const note = at === undefined ? null : (series.notes?.[at] ?? null);
      if (value === null) missing.push(`Thiếu ${display(input)} kỳ ${period()}${note ? `: ${note}` : ''}`);
      else {
        values[input.name] = value;
        if (note) remarks.push(`${input.name}: ${note}`);
      }
    });
    if (missing.length > 0) {
      points.push([x, null]);
      notes.push(missing.join('; '));
      continue;
    }
    const result = computeNode(parsed.formula.root, values);
    points.push([x, result.value]);
    if (result.value === null) notes.push(`${result.reason} kỳ ${period()}`);
    else notes.push(remarks.length > 0 ? remarks.join('; ') : null);
  }
  let series: EvaluatedSeries = { frequency, points, notes };
  if (request.movingAverage !== undefined) series = movingAverage(series, request.movingAverage);
  if (request.rebaseDate !== undefined) series = rebase(series, request.rebaseDate);
  return { ok: true, series };
}
