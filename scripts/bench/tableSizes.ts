/**
 * Rows, disk and index size per table of a PostgreSQL database (docs/SCALING.md "The measurement"):
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/bench/tableSizes.ts [--synthetic-users N]
 *
 * Seed the market first (npm run db:migrate && npm run db:seed on that database). With
 * --synthetic-users N it first writes N users shaped like the application's, with N sessions,
 * 3N chart sections, 10N notifications and N/2 orders (a throwaway database only: the rows stay).
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import { Client } from 'pg';

const SECTION_CONFIG = JSON.stringify([
  {
    chartId: 'c1',
    chartName: 'Doanh thu và lợi nhuận',
    size: 100,
    metrics: [
      { code: 'NET_REVENUE', type: 'column', color: '#1677ff', yAxis: 0 },
      { code: 'NET_PROFIT', type: 'line', color: '#fa8c16', yAxis: 1 },
      { code: 'GROSS_MARGIN', type: 'line', color: '#52c41a', yAxis: 1 },
    ],
    isAutoAxis: true,
    viewType: 'quarter',
    initTimeFilter: '5Y',
    position: { x: 0, y: 0 },
    textBlockContent: null,
  },
  {
    chartId: 'c2',
    chartName: 'ROE',
    size: 50,
    metrics: [{ code: 'ROE', type: 'line', color: '#722ed1', yAxis: 0 }],
    isAutoAxis: true,
    viewType: 'year',
    initTimeFilter: 'All',
    position: { x: 0, y: 1 },
    textBlockContent: null,
  },
]);

async function syntheticUsers(client: Client, count: number): Promise<void> {
  const started = Date.now();
  await client.query(
    `insert into users (email, name, phone, password_hash, status)
     select 'bench-size-' || g || '@example.vn', 'Nguyễn Văn Người Dùng ' || g, '09' || lpad(g::text, 8, '0'),
       '$2b$10$' || substr(md5(g::text) || md5((g + 1)::text), 1, 53), 'active'
     from generate_series(1, $1::int) g`,
    [count],
  );
  const users = `(select id, row_number() over (order by id) as n from users where email like 'bench-size-%')`;
  await client.query(
    `insert into sessions (id, user_id, device_id, expires_at, refresh_hash, previous_refresh_hash)
     select md5('bench-size-' || u.id), u.id, 'device-' || md5(u.id::text), now() + interval '30 days',
       md5('r' || u.id) || md5('x' || u.id), md5('p' || u.id) || md5('y' || u.id)
     from ${users} u`,
  );
  await client.query(
    `insert into chart_sections (owner_key, symbol, section_name, config, position)
     select 'user:' || u.id, (array['FPT','VNM','HPG','MWG','VCB'])[1 + g % 5], 'Phân tích ' || g, $1::jsonb, g
     from ${users} u cross join generate_series(1, 3) g`,
    [SECTION_CONFIG],
  );
  await client.query(
    `insert into notifications (user_id, ticker, title, body, link, dedupe_key)
     select u.id, 'FPT', 'Cảnh báo giá FPT', 'Giá đóng cửa FPT 125.300 đ vượt ngưỡng 125.000 đ bạn đặt.',
       '/co-phieu/FPT', 'bench-size:' || g
     from ${users} u cross join generate_series(1, 10) g`,
  );
  await client.query(
    `insert into orders (order_code, user_id, plan, months, method, list_amount, amount, status, pay_url)
     select 'BENCHSIZE' || lpad(u.id::text, 10, '0'), u.id, 'PRO', 12, 'MOMO', 1200000, 1080000, 'paid',
       'https://test-payment.momo.vn/v2/gateway/pay?t=' || md5(u.id::text)
     from ${users} u where u.n % 2 = 0`,
  );
  console.log(`Synthetic users: ${String(count)} written in ${String(Date.now() - started)} ms`);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (a PostgreSQL database with the market seeded).');
  const flag = process.argv.indexOf('--synthetic-users');
  const users = flag === -1 ? 0 : Number(process.argv[flag + 1]);
  if (!Number.isInteger(users) || users < 0) throw new Error('--synthetic-users takes a whole number');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    if (users > 0) await syntheticUsers(client, users);
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ name: string; rows: string; total: string; indexes: string }>(
      `select n.nspname || '.' || c.relname as name, c.reltuples::bigint as rows,
         pg_total_relation_size(c.oid) as total, pg_indexes_size(c.oid) as indexes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and c.reltuples > 0
       order by pg_total_relation_size(c.oid) desc`,
    );
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(`Load: ${execSync('uptime').toString().trim()} (${String(os.cpus().length)} cores)`);
    console.log(
      'table'.padEnd(36),
      'rows'.padStart(11),
      'total MB'.padStart(9),
      'index MB'.padStart(9),
      'B/row',
      'idx B/row',
    );
    for (const row of rows) {
      const count = Number(row.rows);
      const [total, indexes] = [Number(row.total), Number(row.indexes)];
      console.log(
        row.name.padEnd(36),
        String(count).padStart(11),
        mb(total).padStart(9),
        mb(indexes).padStart(9),
        String(Math.round(total / count)).padStart(5),
        String(Math.round(indexes / count)).padStart(9),
      );
    }
    const size = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    console.log(`Database: ${size.rows[0]?.size ?? '?'}`);
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error('Table sizes failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
