import { DEEP_DATA_INDUSTRIES } from '@/common/industry/industries';
import { buildMacroDemo, type DemoObservation } from '../../../importers/demo/macro';
import { createRandom, DEMO_SEED } from '../../../importers/demo/random';
import { MACRO_CATALOG } from '../../macro';
import {
  INDUSTRY_CATALOG,
  INDUSTRY_GROUPS,
  indicatorsOf,
  PRESENTATIONS,
  type IndustryIndicatorSpec,
  type IndustrySeriesSpec,
  type IndustrySpec,
} from '..';

const NOW = new Date('2026-11-21T05:00:00Z');

interface Located {
  spec: IndustrySpec;
  indicator: IndustryIndicatorSpec;
  series: IndustrySeriesSpec;
}

const located: Located[] = INDUSTRY_CATALOG.flatMap((spec) =>
  indicatorsOf(spec).flatMap((indicator) => indicator.series.map((series) => ({ spec, indicator, series }))),
);
const bySeries = new Map(located.map((item) => [item.series.code, item]));

/** The series a model reads from (its whole, the parts it subtracts, its two operands). */
function referencesOf(series: IndustrySeriesSpec): string[] {
  const { model } = series;
  switch (model.kind) {
    case 'share':
      return [model.of];
    case 'remainder':
      return [model.of, ...model.minus];
    case 'difference':
    case 'sum':
      return [model.left, model.right];
    default:
      return [];
  }
}

describe('industry catalog', () => {
  it('has exactly the twenty deep-data industries, in their order', () => {
    expect(INDUSTRY_CATALOG.map((spec) => spec.industry)).toEqual([...DEEP_DATA_INDUSTRIES]);
    expect(INDUSTRY_GROUPS.map((group) => group.groupCode)).toEqual(
      DEEP_DATA_INDUSTRIES.map((industry) => `DEEP_DATA_${industry}`),
    );
  });

  it('uses unique IND_<INDUSTRY>_ codes that never collide with the macro catalog', () => {
    const macroCodes = new Set(
      MACRO_CATALOG.flatMap((group) => [
        group.code,
        ...group.children.flatMap((child) => [child.code, ...child.series.map((series) => series.code)]),
      ]),
    );
    const codes: string[] = [];
    for (const spec of INDUSTRY_CATALOG) {
      const prefix = `IND_${spec.industry}_`;
      for (const indicator of indicatorsOf(spec)) {
        for (const code of [indicator.code, ...indicator.series.map((series) => series.code)]) {
          expect(code).toMatch(/^[A-Z0-9_]+$/);
          expect(code.startsWith(prefix)).toBe(true);
          expect(macroCodes.has(code)).toBe(false);
          codes.push(code);
        }
      }
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every industry sections, indicators, a headline and companies', () => {
    for (const spec of INDUSTRY_CATALOG) {
      expect(spec.sections.length).toBeGreaterThanOrEqual(2);
      expect(indicatorsOf(spec).length).toBeGreaterThanOrEqual(3);
      expect(indicatorsOf(spec).map((indicator) => indicator.code)).toContain(spec.headline);
      expect(spec.description.trim()).not.toBe('');
      expect(spec.tickers.length).toBeGreaterThan(0);
      expect(new Set(spec.tickers).size).toBe(spec.tickers.length);
      for (const section of spec.sections) {
        expect(section.title.trim()).not.toBe('');
        expect(section.indicators.length).toBeGreaterThan(0);
      }
    }
  });

  it('describes every indicator and series, with level-only value types for rates', () => {
    for (const indicator of INDUSTRY_CATALOG.flatMap(indicatorsOf)) {
      expect(indicator.series.length).toBeGreaterThan(0);
      expect(indicator.valueTypes).toContain('value');
      expect(indicator.nameVi.trim()).not.toBe('');
      expect(indicator.description.trim()).not.toBe('');
      for (const series of indicator.series) {
        expect(series.unit.trim()).not.toBe('');
        expect(series.nameVi.trim()).not.toBe('');
        if (series.unit === '%') expect(indicator.valueTypes).toEqual(['value']);
      }
    }
  });

  it('keeps parts, remainders, sums and differences inside their indicator', () => {
    for (const { indicator, series } of located) {
      const siblings = new Set(indicator.series.map((line) => line.code));
      for (const reference of referencesOf(series)) expect(siblings.has(reference)).toBe(true);
      if (series.parent) expect(siblings.has(series.parent)).toBe(true);
    }
  });

  it('gives every stacked indicator one total that all its other lines are parts of', () => {
    for (const indicator of INDUSTRY_CATALOG.flatMap(indicatorsOf)) {
      if (indicator.chartType !== 'stack_column') continue;
      const totals = indicator.series.filter((series) => !series.parent);
      expect({ code: indicator.code, totals: totals.length }).toEqual({ code: indicator.code, totals: 1 });
      for (const series of indicator.series) if (series.parent) expect(series.parent).toBe(totals[0]?.code);
    }
  });

  it("tags series only with the industry's own tickers", () => {
    for (const { spec, series } of located) if (series.ticker) expect(spec.tickers).toContain(series.ticker);
  });
});

describe('presentations', () => {
  it('covers shrimp, electricity and steel with six to eight slides each', () => {
    expect(PRESENTATIONS.map((presentation) => [presentation.slug, presentation.industry])).toEqual([
      ['shrimp', 'SHRIMP'],
      ['electric', 'ELECTRIC'],
      ['steel', 'STEEL'],
    ]);
    for (const presentation of PRESENTATIONS) {
      expect(presentation.slides.length).toBeGreaterThanOrEqual(6);
      expect(presentation.slides.length).toBeLessThanOrEqual(8);
    }
  });

  it('draws existing series of its industry at one frequency, with offered value types', () => {
    const markPattern = /^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4])?$/;
    for (const presentation of PRESENTATIONS) {
      for (const slide of presentation.slides) {
        expect(slide.title.trim()).not.toBe('');
        expect(slide.notes.length).toBeGreaterThanOrEqual(2);
        expect(slide.lines.length).toBeGreaterThan(0);
        const frequencies = new Set<string>();
        for (const line of slide.lines) {
          const found = bySeries.get(line.series);
          expect(found).toBeDefined();
          if (!found) continue;
          expect(found.spec.industry).toBe(presentation.industry);
          expect(found.indicator.valueTypes).toContain(line.valueType ?? 'value');
          frequencies.add(found.indicator.frequency);
        }
        expect(frequencies.size).toBe(1);
        for (const mark of slide.marks ?? []) {
          expect(mark.period).toMatch(markPattern);
          expect(mark.label.trim()).not.toBe('');
        }
      }
    }
  });
});

describe('industry demo data', () => {
  let demo: DemoObservation[];

  beforeAll(() => {
    demo = buildMacroDemo(createRandom(DEMO_SEED).fork('industry'), NOW, INDUSTRY_GROUPS);
  });

  it('gives every series at least 24 finite levels, never negative unless a rate or a balance', () => {
    const values = new Map<string, number[]>();
    for (const item of demo) {
      if (item.valueType !== 'value') continue;
      const list = values.get(item.seriesCode) ?? [];
      list.push(item.value);
      values.set(item.seriesCode, list);
    }
    for (const { series } of located) {
      const levels = values.get(series.code) ?? [];
      expect(levels.length).toBeGreaterThanOrEqual(24);
      expect(levels.every(Number.isFinite)).toBe(true);
      if (series.unit !== '%' && series.model.kind !== 'difference') {
        const negative = levels.filter((level) => level < 0);
        expect({ code: series.code, negative }).toEqual({ code: series.code, negative: [] });
      }
    }
  });

  it('publishes only the value types each indicator offers', () => {
    const offered = new Map<string, readonly string[]>(
      located.map(({ series, indicator }) => [series.code, indicator.valueTypes]),
    );
    const unexpected = demo.filter((item) => !offered.get(item.seriesCode)?.includes(item.valueType));
    expect(unexpected.slice(0, 5)).toEqual([]);
  });
});
