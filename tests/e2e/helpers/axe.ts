import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules issue 29 holds the pages to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The impacts that fail a page. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolationNode {
  target: string;
  summary: string;
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: AxeViolationNode[];
}

let axeSource: string | undefined;

/** axe-core's browser bundle, read once from node_modules. */
function readAxeSource(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

/**
 * Runs axe-core over the page as it is now (injected as a script, so the page's own
 * Content-Security-Policy does not apply: playwright evaluates it through the debugger) and returns
 * the serious and critical violations of the WCAG A/AA rules.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(readAxeSource());
  const violations = await page.evaluate(async (tags) => {
    interface AxeResult {
      violations: Array<{
        id: string;
        impact?: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    }
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
  }, WCAG_AA_TAGS);
  return violations.filter((violation) => FAILING_IMPACTS.has(violation.impact));
}

/** The number of offending elements over all violations. */
export function violationNodeCount(violations: AxeViolation[]): number {
  return violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
}

/** One line per offending element: rule, impact, target and axe's summary, for a failure message. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  [${violation.impact}] ${violation.id} (${violation.help}) at ${node.target}: ${node.summary}`,
    ),
  );
  return `${where}: ${String(violationNodeCount(violations))} serious/critical nodes\n${lines.join('\n')}`;
}
