/**
 * The statement table, our DataTable against antd's Table (issue 27): both server-render the same
 * finance statement (120 line items in a tree, 20 period columns of figures, fixed first column)
 * inside the app's ConfigProvider, N times; prints the median time and the HTML bytes of each, the
 * CSS antd's style extraction adds for the table, and the gzip JavaScript antd's Table adds to a page
 * that already has the finance page's other antd components (esbuild, minified, React external).
 *
 *   npm run bench:table            (BENCH_TABLE_RUNS=40 by default)
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, Table, type TableColumnsType } from 'antd';
import viVN from 'antd/locale/vi_VN';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { APP_THEME } from '../../src/application/theme';
import { DataTable, type DataColumn } from '../../src/components/DataTable';

const RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 40);
const PARENTS = 40;
const CHILDREN_PER_PARENT = 2;
const PERIODS = 20;
const ROOT = process.cwd();

interface Row {
  key: string;
  name: string;
  isTotal: boolean;
  cells: Record<string, string>;
  children?: Row[];
}

const periods = Array.from({ length: PERIODS }, (_, index) => {
  const year = 2020 + Math.floor(index / 4);
  return {
    key: `${String(year)}Q${String((index % 4) + 1)}`,
    label: `Q${String((index % 4) + 1)}/${String(year)}`,
  };
});

function figure(seed: number): string {
  const value = ((seed * 7919) % 2_000_000) / 100 - 5_000;
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function makeRow(key: string, name: string, seed: number, children?: Row[]): Row {
  const cells: Record<string, string> = {};
  periods.forEach((period, index) => (cells[period.key] = figure(seed * 31 + index)));
  return { key, name, isTotal: Boolean(children), cells, children };
}

const rows: Row[] = Array.from({ length: PARENTS }, (_, parent) =>
  makeRow(
    `P${String(parent)}`,
    `Chỉ tiêu tổng hợp số ${String(parent + 1)}`,
    parent,
    Array.from({ length: CHILDREN_PER_PARENT }, (_, child) =>
      makeRow(
        `P${String(parent)}C${String(child)}`,
        `Khoản mục chi tiết ${String(child + 1)}`,
        parent * 10 + child,
      ),
    ),
  ),
);
const expandedKeys = rows.map((row) => row.key);
const visibleRowCount = PARENTS * (1 + CHILDREN_PER_PARENT);

const cell = (text: string): ReactNode =>
  h('span', { style: text.startsWith('-') ? { color: '#cf1322' } : undefined }, text);
const itemTitle = h('span', null, 'Chỉ tiêu ', h('small', null, '(Đơn vị: Tỷ đồng)'));

const ourColumns: DataColumn<Row>[] = [
  { key: 'item', title: itemTitle, fixed: true, width: 380, render: (row) => row.name },
  ...periods.map((period) => ({
    key: period.key,
    title: period.label,
    align: 'right' as const,
    width: 128,
    render: (row: Row) => cell(row.cells[period.key] ?? '-'),
  })),
];

const antdColumns: TableColumnsType<Row> = [
  { key: 'item', title: itemTitle, fixed: 'left', width: 380, render: (_value, row) => row.name },
  ...periods.map((period) => ({
    key: period.key,
    title: period.label,
    align: 'right' as const,
    width: 128,
    render: (_value: unknown, row: Row) => cell(row.cells[period.key] ?? '-'),
  })),
];
const tableWidth = 380 + 128 * PERIODS;

function withApp(child: ReactElement): ReactElement {
  return h(ConfigProvider, { locale: viVN, theme: APP_THEME }, child);
}

const ours = (): ReactElement =>
  withApp(
    h(DataTable<Row>, {
      columns: ourColumns,
      rows,
      label: 'Bảng cân đối kế toán',
      expandedKeys,
      indentSize: 16,
      rowStyle: (row: Row) => (row.isTotal ? { fontWeight: 600 } : undefined),
    }),
  );

const antd = (): ReactElement =>
  withApp(
    h(Table<Row>, {
      columns: antdColumns,
      dataSource: rows,
      size: 'small',
      bordered: true,
      pagination: false,
      sticky: true,
      scroll: { x: tableWidth },
      expandable: { expandedRowKeys: expandedKeys, indentSize: 16 },
      onRow: (row: Row) => ({ style: row.isTotal ? { fontWeight: 600 } : undefined }),
    }),
  );

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function measure(render: () => ReactElement): { ms: number; html: number; gzip: number } {
  // Warm-up: module initialisation and JIT are not part of a page's render.
  for (let run = 0; run < 5; run += 1) renderToString(render());
  const times: number[] = [];
  let html = '';
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    html = renderToString(render());
    times.push(performance.now() - start);
  }
  return { ms: median(times), html: Buffer.byteLength(html), gzip: gzipSync(html).length };
}

/** The CSS antd's SSR style extraction writes for the page's table (once per page, in <head>). */
function antdTableCss(): number {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, antd()));
  const withTable = extractStyle(cache, true).length;
  const bare = createCache();
  renderToString(h(StyleProvider, { cache: bare }, withApp(h('div'))));
  return withTable - extractStyle(bare, true).length;
}

/** gzip bytes of a minified browser bundle of `source` (React external: every page has it). */
async function bundleGzip(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: { '@': path.join(ROOT, 'src') },
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length;
}

// What the finance page already takes from antd (its toolbar, notices and table states).
const FINANCE_ANTD =
  'Alert, Button, Empty, Flex, Input, Radio, Segmented, Select, Skeleton, Tag, Tooltip, Typography';

async function main(): Promise<void> {
  const our = measure(ours);
  const theirs = measure(antd);
  const css = antdTableCss();
  const base = await bundleGzip(`import { ${FINANCE_ANTD} } from 'antd'; console.log(${FINANCE_ANTD});`);
  const withTable = await bundleGzip(
    `import { ${FINANCE_ANTD}, Table } from 'antd'; console.log(${FINANCE_ANTD}, Table);`,
  );
  const withDataTable = await bundleGzip(
    `import { ${FINANCE_ANTD} } from 'antd'; import { DataTable } from '@/components/DataTable'; console.log(${FINANCE_ANTD}, DataTable);`,
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Statement table: ${String(visibleRowCount)} rows x ${String(PERIODS)} periods + item column, ` +
      `renderToString in the app's ConfigProvider, median of ${String(RUNS)} runs`,
  );
  console.log(`  DataTable   ${our.ms.toFixed(1)} ms   HTML ${kb(our.html)} (gzip ${kb(our.gzip)})`);
  console.log(`  antd Table  ${theirs.ms.toFixed(1)} ms   HTML ${kb(theirs.html)} (gzip ${kb(theirs.gzip)})`);
  console.log(
    `  antd/ours   time x${(theirs.ms / our.ms).toFixed(2)}, HTML x${(theirs.html / our.html).toFixed(2)}`,
  );
  console.log(`  antd Table's extracted CSS: ${kb(css)} (raw)`);
  console.log(
    `  JS gzip over the finance page's other antd components: Table +${kb(withTable - base)}, ` +
      `DataTable +${kb(withDataTable - base)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
