import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../db/testing';
import '../all';
import { importPath } from '../importPath';

let handle: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'vnfin-import-path-'));
});

afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('importPath on a folder', () => {
  it('reports a folder without any file of the format as a failure, not as an empty success', async () => {
    writeFileSync(path.join(dir, 'notes.txt'), 'không phải tệp giá\n');
    const result = await importPath(handle.db, 'fiintrade-xlsx', dir);
    expect(result.summaries).toEqual([]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]?.reason).toMatch(/^thư mục không có tệp nào khớp định dạng fiintrade-xlsx/);
  });
});
