import { getTemplate } from '../../../catalog/templates';
import { SOURCE_MAPS } from '../maps';
import { isPerShareUnit, lineUnit, PER_SHARE_CODES } from '../maps/types';

describe('vnstock mapping tables', () => {
  const all = Object.entries(SOURCE_MAPS).flatMap(([source, maps]) =>
    maps.mappings.map((mapping) => ({ source, mapping })),
  );

  it.each(all.map(({ source, mapping }) => [source, mapping.companyType, mapping.statement, mapping]))(
    '%s %s %s: ids and codes are unique and every code is a template item',
    (_source, _type, _statement, mapping) => {
      const codes = new Set(getTemplate(mapping.companyType, mapping.statement).map((item) => item.code));
      const ids = mapping.entries.map(([id]) => id);
      expect(new Set(ids).size).toBe(ids.length);
      const targets = mapping.entries.flatMap(([, code]) => (code === null ? [] : [code]));
      expect(new Set(targets).size).toBe(targets.length);
      expect(targets.filter((code) => !codes.has(code))).toEqual([]);
    },
  );

  it('has one layout per company type and statement in each source', () => {
    for (const maps of Object.values(SOURCE_MAPS)) {
      const keys = maps.mappings.map((mapping) => `${mapping.companyType}/${mapping.statement}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('units per line in the vnstock mapping tables', () => {
  const entries = Object.entries(SOURCE_MAPS).flatMap(([source, maps]) =>
    maps.mappings.flatMap((mapping) =>
      mapping.entries.flatMap((entry) => (entry[1] === null ? [] : [{ source, mapping, entry }])),
    ),
  );

  it('gives every per-share line a per-share unit and every amount line an amount unit', () => {
    const wrong = entries
      .filter(
        ({ mapping, entry }) =>
          PER_SHARE_CODES.has(entry[1] ?? '') !== isPerShareUnit(lineUnit(mapping, entry)),
      )
      .map(({ source, mapping, entry }) => `${source} ${mapping.companyType} ${entry[0]} -> ${entry[1]}`);
    expect(wrong).toEqual([]);
  });

  it('reads KBS diluted EPS in thousand VND and basic EPS in VND (REE prints 8 for 7,576 đồng)', () => {
    const unitOf = (id: string): string | undefined => {
      for (const mapping of SOURCE_MAPS.kbs.mappings) {
        const entry = mapping.entries.find(([candidate]) => candidate === id);
        if (entry) return lineUnit(mapping, entry);
      }
      return undefined;
    };
    expect(unitOf('n_20.diluted_earnings_per_share')).toBe('thousand_vnd_per_share');
    expect(unitOf('n_19.earnings_per_share_vnd')).toBe('vnd_per_share');
    expect(unitOf('earning_per_share_vnd')).toBe('vnd_per_share');
    expect(unitOf('total_assets')).toBe('thousand_vnd');
  });
});
