import { getTemplate } from '../../../modules/finance/templates';
import { SOURCE_MAPS } from '../maps';

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
