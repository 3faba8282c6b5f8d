import type { TemplateItem } from './types';

const CODE_PATTERN = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/**
 * Problems of one template, empty when sound: codes unique and UPPER_SNAKE, parents present and
 * earlier, levels one below the parent, formula terms present, and no total defined through itself.
 */
export function validateTemplate(items: readonly TemplateItem[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, TemplateItem>();
  const all = new Map(items.map((item) => [item.code, item]));
  for (const item of items) {
    if (!CODE_PATTERN.test(item.code)) problems.push(`${item.code}: code is not UPPER_SNAKE`);
    if (seen.has(item.code)) problems.push(`${item.code}: duplicate code`);
    if (item.nameVi.trim() === '' || item.nameEn.trim() === '') problems.push(`${item.code}: empty name`);
    if (item.parentCode === null) {
      if (item.level !== 0) problems.push(`${item.code}: level ${item.level} without a parent`);
    } else {
      const parent = seen.get(item.parentCode);
      if (!parent) problems.push(`${item.code}: parent ${item.parentCode} missing or after the child`);
      else if (item.level !== parent.level + 1)
        problems.push(`${item.code}: level ${item.level} under level ${parent.level}`);
    }
    if (item.formula) {
      if (!item.isTotal) problems.push(`${item.code}: formula on an item not marked as total`);
      if (item.formula.length === 0) problems.push(`${item.code}: empty formula`);
      for (const term of item.formula) {
        if (!all.has(term.code)) problems.push(`${item.code}: formula term ${term.code} does not exist`);
      }
    }
    seen.set(item.code, item);
  }
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (code: string, path: string[]): void => {
    if (done.has(code)) return;
    if (visiting.has(code)) {
      problems.push(`formula cycle: ${[...path, code].join(' -> ')}`);
      return;
    }
    visiting.add(code);
    for (const term of all.get(code)?.formula ?? []) visit(term.code, [...path, code]);
    visiting.delete(code);
    done.add(code);
  };
  for (const item of items) visit(item.code, []);
  return problems;
}
