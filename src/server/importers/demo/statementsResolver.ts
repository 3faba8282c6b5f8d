import type { FormulaTerm, TemplateItem } from '@/server/catalog/templates';
import { naturalSign, type SplitHint } from './statementsWeights';

/** total = sum of sign * term, from a formula or, for a 'heading' with children, their plain sum. */
export interface Constraint {
  total: string;
  terms: readonly FormulaTerm[];
}

export interface TemplatePlan {
  items: readonly TemplateItem[];
  constraints: readonly Constraint[];
  totalOf: ReadonlyMap<string, number>;
  involving: ReadonlyMap<string, readonly number[]>;
  /** Children that are not terms of their parent's constraint: "of which" and memo lines. */
  memo: ReadonlyMap<string, readonly string[]>;
}

/**
 * Reads a template once: its formulas, plus an implied sum for every heading that has children
 * (a heading has no reliable formula in real data, but generated data can make it add up).
 */
export function planTemplate(items: readonly TemplateItem[]): TemplatePlan {
  const children = new Map<string, string[]>();
  for (const item of items) {
    if (item.parentCode === null) continue;
    const list = children.get(item.parentCode) ?? [];
    list.push(item.code);
    children.set(item.parentCode, list);
  }
  const formulas = new Map(
    items.flatMap((item) => (item.formula ? [[item.code, item.formula] as const] : [])),
  );
  // Everything a line stands for: its sub-lines and, through formulas, the lines it adds up.
  const reach = (code: string, seen: Set<string>): Set<string> => {
    if (seen.has(code)) return seen;
    seen.add(code);
    for (const child of children.get(code) ?? []) reach(child, seen);
    for (const term of formulas.get(code) ?? []) reach(term.code, seen);
    return seen;
  };
  // A heading adds up its children only when they are separate parts; some forms list a subtotal
  // beside the lines it already contains, and summing those would count them twice.
  const additive = (own: readonly string[]): boolean => {
    const seen = new Set<string>();
    for (const child of own) {
      const parts = reach(child, new Set());
      for (const code of parts) if (seen.has(code)) return false;
      for (const code of parts) seen.add(code);
    }
    return true;
  };
  const constraints: Constraint[] = [];
  const totalOf = new Map<string, number>();
  for (const item of items) {
    const own = children.get(item.code) ?? [];
    let terms: readonly FormulaTerm[] | null = item.formula ?? null;
    if (!terms && item.isTotal && own.length > 0 && additive(own))
      terms = own.map((code) => ({ code, sign: 1 as const }));
    if (terms) {
      totalOf.set(item.code, constraints.length);
      constraints.push({ total: item.code, terms });
    }
  }
  const involving = new Map<string, number[]>();
  const note = (code: string, index: number): void => {
    const list = involving.get(code) ?? [];
    if (!list.includes(index)) list.push(index);
    involving.set(code, list);
  };
  constraints.forEach((constraint, index) => {
    note(constraint.total, index);
    for (const term of constraint.terms) note(term.code, index);
  });
  const memo = new Map<string, string[]>();
  for (const item of items) {
    const index = totalOf.get(item.code);
    const termCodes = new Set(index === undefined ? [] : constraints[index]?.terms.map((t) => t.code));
    const extra = (children.get(item.code) ?? []).filter((code) => !termCodes.has(code));
    if (extra.length > 0) memo.set(item.code, extra);
  }
  return { items, constraints, totalOf, involving, memo };
}

interface SplitPart {
  hint: SplitHint;
  /** True when the part naturally lowers the amount being split. */
  reduces: boolean;
}

/**
 * Splits a whole number of VND into whole parts that add up exactly. With a positive amount the
 * reducing parts (contra items) take a fraction of the gross and the others share the gross by
 * weight; a negative amount is carried by the reducing parts, or by all of them when none reduces.
 */
export function distribute(amount: number, parts: readonly SplitPart[]): number[] {
  if (parts.length === 0) return [];
  const positiveWeight = parts.reduce((sum, p) => sum + (p.reduces ? 0 : p.hint.weight), 0);
  const reducingSize = (p: SplitPart): number => Math.max(p.hint.weight, p.hint.contra);
  const reducingWeight = parts.reduce((sum, p) => sum + (p.reduces ? reducingSize(p) : 0), 0);
  let exact: number[];
  if (amount >= 0 && positiveWeight > 0) {
    const contraShare = Math.min(
      0.8,
      parts.reduce((sum, p) => sum + (p.reduces ? p.hint.contra : 0), 0),
    );
    const gross = amount / (1 - contraShare);
    exact = parts.map((p) => (p.reduces ? -p.hint.contra * gross : (gross * p.hint.weight) / positiveWeight));
  } else if (amount < 0 && reducingWeight > 0) {
    exact = parts.map((p) => (p.reduces ? (amount * reducingSize(p)) / reducingWeight : 0));
  } else {
    const total = parts.reduce((sum, p) => sum + p.hint.weight, 0);
    exact = parts.map((p) => (total > 0 ? (amount * p.hint.weight) / total : amount / parts.length));
  }
  const rounded = exact.map((value) => Math.round(value));
  const residual = amount - rounded.reduce((sum, value) => sum + value, 0);
  if (residual !== 0) {
    let largest = 0;
    exact.forEach((value, index) => {
      if (Math.abs(value) > Math.abs(exact[largest] ?? 0)) largest = index;
    });
    rounded[largest] = (rounded[largest] ?? 0) + residual;
  }
  return rounded;
}

export interface ResolveHelpers {
  hint(code: string): SplitHint;
  /** Share of its parent for a lone "of which" line. */
  fraction(code: string): number;
}

/**
 * Fills every item of one statement for one period from the anchors a model chose. Totals with all
 * terms known are summed, a total with one unknown term solves it, and a total with several unknown
 * terms is split among them by weight (top-down, in template order) after counting what is already
 * known below each of them. Memo lines then take shares of their parent; anything still unknown is 0.
 * Every constraint holds exactly unless the anchors themselves contradict one.
 */
export function resolveStatement(
  plan: TemplatePlan,
  anchors: ReadonlyMap<string, number>,
  helpers: ResolveHelpers,
): Map<string, number> {
  const values = new Map<string, number>();
  const { constraints } = plan;
  const unknownTerms = constraints.map((c) => c.terms.length);
  const queue: number[] = [];

  const setValue = (code: string, value: number): void => {
    if (values.has(code)) return;
    values.set(code, value);
    for (const index of plan.involving.get(code) ?? []) {
      const constraint = constraints[index];
      if (!constraint) continue;
      for (const term of constraint.terms)
        if (term.code === code) unknownTerms[index] = (unknownTerms[index] ?? 0) - 1;
      const totalKnown = values.has(constraint.total);
      const left = unknownTerms[index] ?? 0;
      if ((totalKnown && left === 1) || (!totalKnown && left === 0)) queue.push(index);
    }
  };

  const propagate = (): void => {
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const constraint = constraints[next];
      if (!constraint) continue;
      const total = values.get(constraint.total);
      let known = 0;
      let missing: FormulaTerm | null = null;
      let missingCount = 0;
      for (const term of constraint.terms) {
        const value = values.get(term.code);
        if (value === undefined) {
          missing = term;
          missingCount += 1;
        } else known += term.sign * value;
      }
      if (total === undefined && missingCount === 0) setValue(constraint.total, known);
      else if (total !== undefined && missingCount === 1 && missing)
        setValue(missing.code, missing.sign * (total - known));
    }
  };

  const floorOf = (code: string, depth: number): number => {
    const value = values.get(code);
    if (value !== undefined) return value;
    const index = plan.totalOf.get(code);
    if (index === undefined || depth > 12) return 0;
    const constraint = constraints[index];
    if (!constraint) return 0;
    return constraint.terms.reduce((sum, term) => sum + term.sign * floorOf(term.code, depth + 1), 0);
  };

  const splitOne = (): boolean => {
    const index = constraints.findIndex((c, i) => values.has(c.total) && (unknownTerms[i] ?? 0) >= 2);
    const constraint = constraints[index];
    if (!constraint) return false;
    let remaining = values.get(constraint.total) ?? 0;
    const open: { term: FormulaTerm; floor: number }[] = [];
    for (const term of constraint.terms) {
      const value = values.get(term.code);
      if (value === undefined) open.push({ term, floor: floorOf(term.code, 0) });
      else remaining -= term.sign * value;
    }
    for (const { term, floor } of open) remaining -= term.sign * floor;
    const shares = distribute(
      remaining,
      open.map(({ term }) => ({
        hint: helpers.hint(term.code),
        reduces: naturalSign(term.code) * term.sign < 0,
      })),
    );
    open.forEach(({ term, floor }, i) => {
      setValue(term.code, floor + term.sign * (shares[i] ?? 0));
    });
    return true;
  };

  const settle = (): void => {
    propagate();
    while (splitOne()) propagate();
  };

  for (const item of plan.items) if (anchors.has(item.code)) setValue(item.code, anchors.get(item.code) ?? 0);
  settle();
  for (;;) {
    let changed = false;
    for (const item of plan.items) {
      const parent = values.get(item.code);
      const memo = plan.memo.get(item.code);
      if (parent === undefined || !memo) continue;
      const open = memo.filter((code) => !values.has(code));
      if (open.length === 0) continue;
      if (open.length >= 2 && open.length === memo.length) {
        const shares = distribute(
          parent,
          open.map((code) => ({ hint: helpers.hint(code), reduces: naturalSign(code) < 0 })),
        );
        open.forEach((code, i) => {
          setValue(code, shares[i] ?? 0);
        });
      } else for (const code of open) setValue(code, Math.round(parent * helpers.fraction(code)));
      changed = true;
      settle();
    }
    if (changed) continue;
    const missing = plan.items.find((item) => !values.has(item.code));
    if (!missing) break;
    setValue(missing.code, 0);
    settle();
  }
  return values;
}
