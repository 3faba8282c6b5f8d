import { SERIES_PALETTE } from '../../constants/palette';
import { CHART_MESSAGES, chartSectionCreateBody, sectionConfigSchema } from '../../contracts/charts';

const metric = (id: string, extra: Record<string, unknown> = {}) => ({
  kind: 'ratio',
  id,
  seriesType: 'line',
  axis: 0,
  ...extra,
});

const chart = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  chartName: 'Doanh thu',
  size: 50,
  metrics: [metric('ROE')],
  ...extra,
});

function firstMessage(input: unknown): string | undefined {
  const result = sectionConfigSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('sectionConfigSchema', () => {
  it('accepts a JSON string, a list or { charts } and fills defaults and colours', () => {
    const charts = [chart({ metrics: [metric('ROE'), metric('PE', { color: SERIES_PALETTE[0] })] })];
    for (const input of [JSON.stringify(charts), charts, { charts }]) {
      const parsed = sectionConfigSchema.parse(input);
      expect(parsed).toHaveLength(1);
      const [first] = parsed;
      expect(first?.size).toBe(50);
      expect(first?.isAutoAxis).toBe(true);
      expect(first?.initTimeFilter).toBe('All');
      expect(first?.position).toEqual({ x: 0, y: 0 });
      // PE keeps the first colour, ROE gets the next unused one.
      expect(first?.metrics.map((item) => item.color)).toEqual([SERIES_PALETTE[1], SERIES_PALETTE[0]]);
    }
  });

  it('refuses bad JSON and other shapes', () => {
    expect(firstMessage('{not json')).toBe(CHART_MESSAGES.badConfig);
    expect(firstMessage(42)).toBe(CHART_MESSAGES.badConfig);
    expect(firstMessage({ foo: 1 })).toBe(CHART_MESSAGES.badConfig);
  });

  it('allows at most 10 charts and 6 metrics', () => {
    expect(firstMessage(Array.from({ length: 11 }, () => chart()))).toBe('Mỗi mục có tối đa 10 biểu đồ');
    expect(firstMessage(Array.from({ length: 10 }, () => chart()))).toBeUndefined();
    const seven = Array.from({ length: 7 }, (_, index) => metric(`M${String(index)}`));
    expect(firstMessage([chart({ metrics: seven })])).toBe('Mỗi biểu đồ có tối đa 6 chỉ tiêu');
    expect(firstMessage([chart({ metrics: seven.slice(0, 6) })])).toBeUndefined();
  });

  it('refuses unknown series types, axes, sizes and colours', () => {
    expect(firstMessage([chart({ metrics: [metric('ROE', { seriesType: 'pie' })] })])).toBe(
      CHART_MESSAGES.badSeriesType,
    );
    expect(firstMessage([chart({ metrics: [metric('ROE', { seriesType: 'expand' })] })])).toBe(
      CHART_MESSAGES.badSeriesType,
    );
    expect(firstMessage([chart({ metrics: [metric('ROE', { axis: 4 })] })])).toBe(CHART_MESSAGES.badAxis);
    expect(firstMessage([chart({ size: 75 })])).toBe(CHART_MESSAGES.badSize);
    expect(firstMessage([chart({ size: '66' })])).toBeUndefined();
    expect(firstMessage([chart({ metrics: [metric('ROE', { color: '#000001' })] })])).toBe(
      CHART_MESSAGES.badColor,
    );
  });

  it('refuses a metric twice in one chart', () => {
    expect(firstMessage([chart({ metrics: [metric('ROE'), metric('ROE')] })])).toContain('bị lặp');
  });
});

describe('chartSectionCreateBody', () => {
  it('normalizes the ticker and requires a name', () => {
    const body = chartSectionCreateBody.parse({ symbol: ' fpt ', sectionName: 'Tăng trưởng', config: '[]' });
    expect(body).toMatchObject({ symbol: 'FPT', isAutoAxis: true, config: [] });
    expect(chartSectionCreateBody.safeParse({ symbol: 'FPT', sectionName: ' ', config: [] }).success).toBe(
      false,
    );
  });
});
