import { AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import type { ChartMetric } from '@/common/contracts/charts';
import { decodeFormulaText, encodeFormulas, FORMULA_URL_NOTICE, readFormulas } from '../macroFormulas';
import { initialMacroView } from '../macroSelection';
import { fromUrl, toUrl } from '../macroUrl';
import { macroView, setFormulaText } from '../macroView';

const spread: ChartMetric = {
  kind: 'formula',
  id: 'f-spread',
  name: 'Chênh lệch lãi suất (điểm %)',
  unit: '%',
  color: SERIES_PALETTE[3]!,
  seriesType: 'column',
  axis: AxisSlot.LEFT_1,
  formula: {
    expression: 'a - b',
    inputs: [
      { name: 'a', source: { key: 'macro:VN_LENDING_RATE.value' } },
      {
        name: 'b',
        source: { key: 'macro:VN_DEPOSIT_RATE.value' },
        transform: { frequency: 'quarter', aggregation: 'eop' },
      },
    ],
    movingAverage: 3,
  },
};

const ratio: ChartMetric = {
  kind: 'formula',
  id: 'f-ldr',
  name: 'Cho vay / tiền gửi',
  color: SERIES_PALETTE[0]!,
  seriesType: 'line',
  axis: AxisSlot.RIGHT_1,
  formula: {
    expression: 'a/b',
    inputs: [
      { name: 'a', source: { key: 'price:close', ticker: 'VCB' } },
      { name: 'b', source: { key: 'price:volume' } },
    ],
  },
};

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('formula series in the macro address', () => {
  it('round-trips through the address (Vietnamese names included) with compact defaults', async () => {
    const text = encodeFormulas([spread, ratio]);
    expect(text).toMatch(/^[\w-]+$/);
    const entries = decodeFormulaText(text);
    expect(entries?.[1]).toEqual({ i: 'f-ldr', n: 'Cho vay / tiền gửi', c: 0, s: ratio.formula });
    expect(await readFormulas(text, 6)).toEqual({ metrics: [spread, ratio], notice: null });
  });

  it('travels in the query as `f` beside the rest of the view', () => {
    const view = macroView.reducer(initialMacroView, setFormulaText(encodeFormulas([ratio])));
    const query = toUrl(view);
    expect(query.f).toBe(encodeFormulas([ratio]));
    expect(fromUrl(query).formulaText).toBe(query.f);
    expect(toUrl(initialMacroView)).not.toHaveProperty('f');
  });

  it('drops what is not base64url JSON of a list, with a notice', async () => {
    for (const text of ['%%%', base64url({ not: 'a list' }), 'bm90IGpzb24']) {
      expect(await readFormulas(text, 6)).toEqual({ metrics: [], notice: FORMULA_URL_NOTICE });
    }
    expect(await readFormulas('', 6)).toEqual({ metrics: [], notice: null });
  });

  it('checks every entry with formulaSpecSchema: a bad one is dropped, the good ones kept', async () => {
    const good = decodeFormulaText(encodeFormulas([ratio]))![0];
    const badExpression = { i: 'f-bad', n: 'Sai', s: { expression: '', inputs: ratio.formula!.inputs } };
    const badName = {
      i: 'f-x',
      n: 'X',
      s: { expression: 'z', inputs: [{ name: 'z', source: { key: 'price:close' } }] },
    };
    const hostile = {
      i: 'f-h',
      n: 'H',
      s: { expression: 'a', inputs: [{ name: 'a', source: { key: 'sql:drop' } }] },
    };
    const result = await readFormulas(base64url([badExpression, good, badName, hostile, good]), 6);
    expect(result.metrics.map((metric) => metric.id)).toEqual(['f-ldr']);
    expect(result.notice).toBe(FORMULA_URL_NOTICE);
  });

  it('keeps at most the chart limit', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({ ...ratio, id: `f-${String(index)}` }));
    const result = await readFormulas(encodeFormulas(many), 6);
    expect(result.metrics).toHaveLength(6);
    expect(result.notice).toBe(FORMULA_URL_NOTICE);
  });
});
