import { eq } from 'drizzle-orm';
import { healthRoute } from '@/server/modules/health/health.handlers';
import { appInfoRoute } from '@/server/modules/meta/meta.handlers';
import { callRoute } from '../../../../tests/helpers/callRoute';
import { setDatabaseHandle, type DatabaseHandle } from '../client';
import { appMeta } from '../schema';
import { createTestDatabase } from '../testing';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle.close();
});

describe('database', () => {
  it('is migrated and queryable on the configured engine', async () => {
    const rows = await handle.db.select().from(appMeta);
    expect(rows).toEqual([]);
  });

  it('rolls back a failed transaction completely', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'half_written', value: 'x' });
        throw new Error('import failed half way');
      }),
    ).rejects.toThrow('import failed half way');
    const rows = await handle.db.select().from(appMeta).where(eq(appMeta.key, 'half_written'));
    expect(rows).toEqual([]);
  });
});

describe('GET /api/app-info', () => {
  it('says whether the data is the generated demo', async () => {
    const before = await callRoute<{ data: { demoData: boolean } }>(appInfoRoute);
    expect(before.body.data.demoData).toBe(false);
    await handle.db.insert(appMeta).values([
      { key: 'demo_data', value: 'true' },
      { key: 'seed_version', value: '9' },
    ]);
    const result = await callRoute<{ data: { demoData: boolean; seedVersion: string } }>(appInfoRoute);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ demoData: true, seedVersion: '9' });
  });
});

describe('GET /api/health', () => {
  it('reports the version and a reachable database', async () => {
    const result = await callRoute<{ data: { status: string; version: string; database: string } }>(
      healthRoute,
    );
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ status: 'ok', database: 'up', version: expect.any(String) });
  });

  it('answers 503 while the database is unreachable', async () => {
    const broken: DatabaseHandle = {
      ...handle,
      db: {
        execute: () =>
          Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      } as never,
    };
    setDatabaseHandle(broken);
    try {
      const result = await callRoute<{ data: { database: string } }>(healthRoute);
      expect(result.status).toBe(503);
      expect(result.body.data.database).toBe('down');
    } finally {
      setDatabaseHandle(handle);
    }
  });

  it('rejects other methods with 405', async () => {
    const result = await callRoute(healthRoute, { method: 'POST' });
    expect(result.status).toBe(405);
  });
});
