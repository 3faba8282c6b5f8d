import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY_SCREENS } from '@/common/companyPaths';

/**
 * Pages reach server code only through src/ssr (docs/ARCHITECTURE.md): a page file imports its
 * getServerSideProps from there, so what the server does for a page is in one layer and a page's
 * client bundle can never pick up a server module by mistake. API routes (src/pages/api) are the
 * server's own entry points and are left out.
 */

const PAGES = path.join(process.cwd(), 'src', 'pages');
const SERVER_IMPORT = /from\s+['"](@\/server(\/[^'"]*)?|(\.\.\/)+server(\/[^'"]*)?)['"]/;

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(PAGES, 'api') ? [] : pageFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('pages and server code', () => {
  it('no page outside src/pages/api imports src/server directly', () => {
    const offenders = pageFiles(PAGES)
      .filter((file) => SERVER_IMPORT.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(offenders).toEqual([]);
  });

  it('each specification route of a company screen is only the entry redirect to the company page', () => {
    for (const screen of COMPANY_SCREENS) {
      const file = screen === 'finance' || screen === 'chart' ? `${screen}/index` : screen;
      const source = readFileSync(path.join(PAGES, 'enterprise', `${file}.tsx`), 'utf8');
      expect(source).toContain(`companyEntryServerSideProps('${screen}')`);
      const page = path.join(PAGES, 'enterprise', '[ticker]', `${file}.tsx`);
      expect(readFileSync(page, 'utf8')).not.toContain('companyEntry');
    }
  });

  it('each statement page is the factory called with its statement', () => {
    const statements = {
      'balance-sheet': 'BALANCE_SHEET',
      'income-statement': 'INCOME_STATEMENT',
      'cash-flow-direct': 'CASH_FLOW_DIRECT',
      'cash-flow-indirect': 'CASH_FLOW_INDIRECT',
      footnotes: 'FOOTNOTES',
    };
    for (const [file, tableName] of Object.entries(statements)) {
      const source = readFileSync(
        path.join(PAGES, 'enterprise', '[ticker]', 'finance', `${file}.tsx`),
        'utf8',
      );
      expect(source).toContain(`statementServerSideProps('${tableName}')`);
      expect(source).toContain(`statementPage('${tableName}')`);
    }
  });
});
