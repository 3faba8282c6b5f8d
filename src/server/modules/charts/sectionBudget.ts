import { CHART_MESSAGES, type ChartConfig } from '@/common/contracts/charts';
import { DEVICE_OWNER_PREFIX } from '../../auth/deviceToken';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { ownerUsage } from './charts.repository';

/**
 * What one owner may store, on top of the per-ticker limit (MAX_SECTIONS_PER_SYMBOL): without it, a
 * caller could save thousands of sections across tickers, each up to the 1 MB body limit. An anonymous
 * browser (limited to 2 charts per section) gets a guest's share; an account much more. Bytes are the
 * section names and chart lists as stored (text blocks are what makes a section large).
 */
export const SECTION_BUDGETS = {
  device: { sections: 50, bytes: 512 * 1024 },
  user: { sections: 600, bytes: 10 * 1024 * 1024 },
} as const;

/** The size a section adds, measured as its stored JSON is. */
export function sectionBytes(section: { sectionName: string; config: readonly ChartConfig[] }): number {
  return Buffer.byteLength(section.sectionName) + Buffer.byteLength(JSON.stringify(section.config));
}

/**
 * Refuses (400, Vietnamese) a write that would take the owner past its budget. `adding` is what the
 * write stores; `replacing` leaves out what it replaces (an updated section, a ticker's template).
 */
export async function assertSectionBudget(
  db: Database,
  ownerKey: string,
  adding: readonly { sectionName: string; config: readonly ChartConfig[] }[],
  replacing: { sectionId?: number; symbol?: string } = {},
): Promise<void> {
  const device = ownerKey.startsWith(DEVICE_OWNER_PREFIX);
  const budget = device ? SECTION_BUDGETS.device : SECTION_BUDGETS.user;
  const usage = await ownerUsage(db, ownerKey, replacing);
  const bytes = adding.reduce((total, section) => total + sectionBytes(section), usage.bytes);
  if (usage.sections + adding.length > budget.sections || bytes > budget.bytes) {
    throw new AppError('VALIDATION', device ? CHART_MESSAGES.deviceBudget : CHART_MESSAGES.userBudget);
  }
}
