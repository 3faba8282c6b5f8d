import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Flex } from 'antd';
import type { FinanceType } from '@/common/constants/finance';
import { FINANCE_TABS, RATIO_TABS, ratioTabHref, tabHref, type RatioTab } from '../financeUrl';

interface FinanceTabsProps {
  /** The table of the current route (the page knows it from its path and `tab`), or a ratio page. */
  active: FinanceType | RatioTab['key'];
  /** Query every tab keeps: the ticker and the view settings (financeUrlQuery). */
  query: Record<string, string>;
}

/**
 * The statement tabs, then the ratio pages (ratios, same industry), as plain links: each is a real
 * address (server-rendered, shareable, opens in a new tab), Tab moves between them and the current one
 * carries aria-current. The ratio pages keep only the ticker (the statements' view settings are not theirs).
 */
export function FinanceTabs({ active, query }: FinanceTabsProps) {
  const navRef = useRef<HTMLElement>(null);
  // On narrow screens the tabs scroll sideways (globals.css): bring the current one into view.
  useEffect(() => {
    const row = navRef.current?.firstElementChild;
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row instanceof HTMLElement && current && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - row.offsetLeft - 12;
    }
  }, [active]);
  return (
    <nav aria-label="Báo cáo tài chính" className="finance-tabs" ref={navRef}>
      <Flex
        wrap
        gap={4}
        role="list"
        style={{ borderBottom: '1px solid var(--ant-color-split)', marginBottom: 12 }}
      >
        {[
          ...FINANCE_TABS.map((tab) => ({ key: tab.tableName, label: tab.label, href: tabHref(tab, query) })),
          ...RATIO_TABS.map((tab) => ({
            key: tab.key,
            label: tab.label,
            href: ratioTabHref(tab, query.ticker ?? ''),
          })),
        ].map((tab) => {
          const current = tab.key === active;
          return (
            <span role="listitem" key={tab.key}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                data-testid={`finance-tab-${tab.key}`}
                style={{
                  display: 'inline-block',
                  padding: '8px 12px',
                  marginBottom: -1,
                  color: current ? 'var(--ant-color-primary)' : 'var(--ant-color-text)',
                  fontWeight: current ? 600 : 400,
                  borderBottom: `2px solid ${current ? 'var(--ant-color-primary)' : 'transparent'}`,
                }}
              >
                {tab.label}
              </Link>
            </span>
          );
        })}
      </Flex>
    </nav>
  );
}
