import type { ValueChainNode, ValueChainRelation } from '@/common/contracts/companyPages';
import { companyPath } from '@/common/companyPaths';

/** Pure helpers of the value chain diagram. */

export const RELATION_TITLES: Record<ValueChainRelation, string> = {
  upstream: 'Nhà cung cấp (đầu vào)',
  downstream: 'Khách hàng (đầu ra)',
  peer: 'Doanh nghiệp cùng ngành',
};

export type GroupedNodes = Record<ValueChainRelation, ValueChainNode[]>;

/** The nodes by relation: listed counterparts first by ticker, then the unlisted by name (Vietnamese order). */
export function groupNodes(nodes: readonly ValueChainNode[]): GroupedNodes {
  const groups: GroupedNodes = { upstream: [], downstream: [], peer: [] };
  for (const node of nodes) groups[node.relation].push(node);
  const order = (a: ValueChainNode, b: ValueChainNode) =>
    Number(b.ticker !== null) - Number(a.ticker !== null) ||
    (a.ticker ?? a.name).localeCompare(b.ticker ?? b.name, 'vi');
  for (const list of Object.values(groups)) list.sort(order);
  return groups;
}

/** The overview of a listed counterpart. */
export function nodeHref(ticker: string): string {
  return companyPath(ticker, 'overview');
}

/**
 * The vertical centres (0-100) of `count` equally tall rows: where the connecting lines of a column
 * meet its nodes. The company sits at 50.
 */
export function fanAnchors(count: number): number[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => ((index + 0.5) / count) * 100);
}
