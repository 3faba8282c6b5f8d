import { FORMULA_METRIC_MESSAGES, sectionConfigSchema } from '../../contracts/charts';
import { formulaMetricId, isFormulaMetric, metricKey, storedMetrics } from '../../contracts/metricKeys';

const stored = { kind: 'statement', id: 'BALANCE_SHEET.LOANS', seriesType: 'column', axis: 0 };

const loansToDeposits = {
  expression: 'a/b',
  inputs: [
    { name: 'a', source: { key: 'statement:BALANCE_SHEET.LOANS', ticker: 'VCB', periodType: 'quarter' } },
    { name: 'b', source: { key: 'statement:BALANCE_SHEET.DEPOSITS' }, transform: { units: 'pc1' } },
  ],
  movingAverage: 4,
  rebaseDate: '2020-01-01',
};

const formulaMetric = (extra: Record<string, unknown> = {}) => ({
  kind: 'formula',
  id: 'f-abc123',
  name: 'Cho vay / tiền gửi VCB',
  unit: 'lần',
  seriesType: 'line',
  axis: 1,
  formula: loansToDeposits,
  ...extra,
});

function messages(input: unknown): string[] {
  const result = sectionConfigSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('formula metrics in chart sections', () => {
  it('parses an old config exactly as before (no formula, no unit)', () => {
    const [chart] = sectionConfigSchema.parse([{ chartName: 'Cũ', metrics: [stored] }]);
    expect(chart?.metrics[0]).toEqual({ ...stored, color: expect.any(String) as string });
    expect(chart?.metrics[0]).not.toHaveProperty('formula');
  });

  it('round-trips a formula metric beside a stored one', () => {
    const config = [{ chartName: 'LDR', metrics: [stored, formulaMetric()] }];
    const parsed = sectionConfigSchema.parse(config);
    const again = sectionConfigSchema.parse(JSON.stringify(parsed));
    expect(again).toEqual(parsed);
    const metric = again[0]?.metrics[1];
    expect(metric?.kind).toBe('formula');
    expect(metric?.formula).toEqual(loansToDeposits);
    expect(metric?.unit).toBe('lần');
    expect(metric && metricKey(metric)).toBe('formula:f-abc123');
  });

  it('asks a formula metric for its formula, its name and a slug id', () => {
    expect(messages([{ metrics: [formulaMetric({ formula: undefined })] }])).toContain(
      FORMULA_METRIC_MESSAGES.missingFormula,
    );
    expect(messages([{ metrics: [formulaMetric({ name: undefined })] }])).toContain(
      FORMULA_METRIC_MESSAGES.missingName,
    );
    expect(messages([{ metrics: [formulaMetric({ id: 'BALANCE_SHEET.X' })] }])).toContain(
      'Mã chỉ tiêu không hợp lệ',
    );
  });

  it("checks the formula with the engine's schema (Vietnamese messages)", () => {
    const bad = formulaMetric({ formula: { ...loansToDeposits, expression: ' ' } });
    expect(messages([{ metrics: [bad] }])).toContain('Nhập công thức, ví dụ a/b');
  });

  it('refuses a formula or a unit on a stored metric', () => {
    expect(messages([{ metrics: [{ ...stored, unit: '%' }] }])).toContain(
      FORMULA_METRIC_MESSAGES.formulaOnStored,
    );
  });

  it('tells stored metrics from formulas', () => {
    const list = [
      { kind: 'ratio' as const, id: 'ROE' },
      { kind: 'formula' as const, id: 'f-1' },
    ];
    expect(storedMetrics(list)).toEqual([{ kind: 'ratio', id: 'ROE' }]);
    expect(list.map((metric) => isFormulaMetric(metric))).toEqual([false, true]);
  });

  it('generates short slugs that avoid the ids taken', () => {
    const id = formulaMetricId();
    expect(id).toMatch(/^f-[a-z0-9]{6}$/);
    expect(formulaMetricId(['f-000000'], () => 0)).toBe('f-1');
  });
});
