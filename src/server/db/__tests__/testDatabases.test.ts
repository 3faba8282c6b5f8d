/**
 * The test databases themselves (src/server/db/testing.ts): every test file gets its own, already
 * migrated, without running the migrations for each file. On PostgreSQL (TEST_DATABASE_URL) each is a
 * copy of one migrated template database; on PGlite each starts from one migrated snapshot.
 */
import { count } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { users } from '../schema';
import { createTestDatabase } from '../testing';

const migrations = { runs: 0 };

jest.mock('../client', () => {
  const actual = jest.requireActual<typeof import('../client')>('../client');
  const counted = (handle: DatabaseHandle): DatabaseHandle => ({
    ...handle,
    migrate: () => {
      migrations.runs += 1;
      return handle.migrate();
    },
  });
  return {
    ...actual,
    openPglite: (...args: Parameters<typeof actual.openPglite>) => counted(actual.openPglite(...args)),
    openPostgres: (...args: Parameters<typeof actual.openPostgres>) => counted(actual.openPostgres(...args)),
  };
});

async function userCount(handle: DatabaseHandle | undefined): Promise<number> {
  if (!handle) throw new Error('test database missing');
  const [row] = await handle.db.select({ n: count() }).from(users);
  return row?.n ?? -1;
}

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`test databases on ${engine}`, () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
  });

  it('gives a second test file its migrated database without running the migrations again', async () => {
    handles.push(await createTestDatabase());
    const afterFirst = migrations.runs;
    // At most once per migration set, on a machine that never built the template or snapshot.
    expect(afterFirst).toBeLessThanOrEqual(1);
    handles.push(await createTestDatabase());
    expect(migrations.runs).toBe(afterFirst);
    expect(await userCount(handles[0])).toBe(0);
    expect(await userCount(handles[1])).toBe(0);
  });

  it('keeps what one test database holds out of the others', async () => {
    await handles[0]?.db.insert(users).values({ email: 'isolated@example.vn', name: 'A' });
    expect(await userCount(handles[0])).toBe(1);
    expect(await userCount(handles[1])).toBe(0);
    handles.push(await createTestDatabase());
    expect(await userCount(handles[2])).toBe(0);
  });
});
