import type { CompanyType, StatementType } from '@/common/constants/market';
import type { FormulaTerm, ItemSpec, StatementTemplate, TemplateItem } from './types';

function parseFormula(text: string, ownCode: string): FormulaTerm[] {
  return text
    .trim()
    .split(/\s+/)
    .map((token) => {
      const sign = token.startsWith('-') ? -1 : 1;
      const code = token.replace(/^[+-]/, '');
      if (code === '') throw new Error(`${ownCode}: empty formula term`);
      return { code, sign };
    });
}

/**
 * Turns the compact specs into items: the parent of an item is the nearest earlier item one level
 * up, 'sum' expands to the direct children, 'heading' marks a total whose parts the source does not
 * itemise completely (bold, but no formula). Balance sheets are stocks, other statements flows,
 * unless a footnote spec says otherwise.
 */
export function buildTemplate(
  companyType: CompanyType,
  statement: StatementType,
  specs: readonly ItemSpec[],
): StatementTemplate {
  const defaultFlow = statement !== 'BALANCE_SHEET';
  const stack: string[] = [];
  const items: TemplateItem[] = specs.map((spec) => {
    const [level, code, nameVi, nameEn] = spec;
    const formulaText = spec[4] ?? null;
    const isFlow = spec[5] ?? defaultFlow;
    stack.length = level;
    const parentCode = level === 0 ? null : (stack[level - 1] ?? null);
    stack[level] = code;
    const item: TemplateItem = {
      code,
      nameVi,
      nameEn,
      level,
      parentCode,
      isTotal: formulaText !== null,
      isFlow,
    };
    if (formulaText !== null && formulaText !== 'sum' && formulaText !== 'heading')
      item.formula = parseFormula(formulaText, code);
    return item;
  });
  specs.forEach((spec, index) => {
    const item = items[index];
    if (spec[4] === 'sum' && item) {
      item.formula = items
        .filter((child) => child.parentCode === item.code)
        .map((child) => ({ code: child.code, sign: 1 }));
    }
  });
  return { companyType, statement, items };
}
