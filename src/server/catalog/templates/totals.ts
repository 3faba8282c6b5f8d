import type { TemplateItem } from './types';

/** One template total of one period: the stored figure and the sum of its formula's terms. */
export interface TotalCheck {
  code: string;
  stored: number;
  sum: number;
  /** How many terms the formula adds (rounding of a source adds up per term). */
  terms: number;
}

/** Lines of the form before 2015: a period reported on the current form has none, which counts as 0. */
function isOldFormLine(code: string): boolean {
  return code.endsWith('_PRE2015');
}

/**
 * Every total of a template (an item with a formula: 'sum' of its children or explicit terms) whose
 * figure and every term are stored for one period, with the sum of the terms. A total with a missing
 * term is left out (the template cannot say what it should be), except a missing old-form line
 * (*_PRE2015), which a period on the current form does not print.
 */
export function templateTotals(
  items: readonly TemplateItem[],
  values: ReadonlyMap<string, number | null>,
): TotalCheck[] {
  const checks: TotalCheck[] = [];
  for (const item of items) {
    if (!item.formula) continue;
    const stored = values.get(item.code);
    if (stored === undefined || stored === null) continue;
    let sum = 0;
    let complete = true;
    for (const term of item.formula) {
      const value = values.get(term.code);
      if (value === undefined || value === null) {
        if (isOldFormLine(term.code)) continue;
        complete = false;
        break;
      }
      sum += term.sign * value;
    }
    if (complete) checks.push({ code: item.code, stored, sum, terms: item.formula.length });
  }
  return checks;
}
