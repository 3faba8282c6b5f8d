import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reachedPackages, importSpecifiers } from '../../scripts/build/importGraph';

const root = process.cwd();
const pagesDir = path.join(root, 'src/pages');

/** Pages that must stay without antd: their first-load JavaScript is held under 250 KB gzip (issue 11). */
const ANTD_FREE_PAGES = [
  'index.tsx',
  'macro/index.tsx',
  'pricing.tsx',
  'account/login.tsx',
  'industry/index.tsx',
  '404.tsx',
  '500.tsx',
  ...[
    'index',
    'balance-sheet',
    'income-statement',
    'cash-flow-direct',
    'cash-flow-indirect',
    'footnotes',
    'numeral',
  ].map((page) => `enterprise/finance/${page}.tsx`),
];

/** antd's static `message`, loaded by src/lib/toast.ts on the first toast, needs no ConfigProvider. */
const outsideScope = (specifier: string) => specifier === 'antd/es/message';
const isAntd = (specifier: string) => specifier === 'antd' || specifier.startsWith('antd/');
/** A component that draws its antd parts inside its own <AntdScope> (loaded after the page, by import()). */
const selfScoped = (_file: string, source: string) => /<AntdScope>/.test(source);

function pageFiles(dir = pagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(file);
    return /\.tsx$/.test(entry.name) && !entry.name.startsWith('_') ? [file] : [];
  });
}

/** `firstLoad`: only what loads with the page (static imports), self-scoped parts included. */
function antdChains(entry: string, { firstLoad = false } = {}): string[] {
  const options = firstLoad ? { dynamic: false } : { ignore: outsideScope, stopAt: selfScoped };
  return reachedPackages(entry, root, options)
    .filter((reached) => isAntd(reached.specifier))
    .map((reached) => `${reached.chain.join(' > ')} > ${reached.specifier}`);
}

describe('importSpecifiers', () => {
  it('reads static, side-effect, re-export and dynamic imports, not type-only ones', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import {\n  c,\n  type C,\n} from 'c';",
      "import './d.css';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "const g = () => import('./g');",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', 'c', './d.css', './e', './g']);
    expect(importSpecifiers(source, { dynamic: false })).toEqual(['./a', 'c', './d.css', './e']);
  });
});

describe("antd's ConfigProvider is around every page that draws antd, and only there", () => {
  const pages = pageFiles();

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it('the app frame (_app, the shell) loads no antd code', () => {
    expect(antdChains(path.join(pagesDir, '_app.tsx'), { firstLoad: true })).toEqual([]);
    expect(antdChains(path.join(pagesDir, '_app.tsx'))).toEqual([]);
  });

  it.each(ANTD_FREE_PAGES)('%s loads no antd code with the page', (page) => {
    expect(antdChains(path.join(pagesDir, page), { firstLoad: true })).toEqual([]);
  });

  it('every page reaching antd is wrapped in withAntd', () => {
    const unwrapped = pages.filter((file) => {
      const wrapped = /export default withAntd\(/.test(readFileSync(file, 'utf8'));
      return !wrapped && antdChains(file).length > 0;
    });
    expect(unwrapped.map((file) => path.relative(root, file))).toEqual([]);
  });
});
