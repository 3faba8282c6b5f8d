import { setDatabaseHandle, type Database, type DatabaseHandle } from '../../db/client';
import { cachedBody, clearResponseCache } from '../../http/responseCache';
import {
  checkDataVersion,
  DATA_VERSION_CHECK_MS,
  dataChangedHere,
  dataVersionChecks,
  knownDataVersion,
  onDataChange,
  setDataVersionCheckMs,
} from '../dataVersion';

/**
 * The per-process data-version checker over a fake database: at most one read per interval whatever
 * the number of uses, one read shared by concurrent uses, listeners called only on a change, and a
 * failed read that keeps the caches instead of failing the request.
 */

let version = { history: 'imports:1', live: 'board:1' };
let failing = false;
const execute = jest.fn(async () => {
  await Promise.resolve();
  if (failing) throw new Error('connection refused');
  return { rows: [version] };
});

function install(): Database {
  const db = { execute } as unknown as Database;
  setDatabaseHandle({ db } as unknown as DatabaseHandle);
  return db;
}

const changes: string[] = [];
onDataChange((next) => changes.push(next.all));

beforeEach(() => {
  version = { history: 'imports:1', live: 'board:1' };
  failing = false;
  changes.length = 0;
  setDataVersionCheckMs(undefined);
  install();
});

afterAll(() => {
  setDatabaseHandle(undefined);
  setDataVersionCheckMs(undefined);
});

describe('checkDataVersion', () => {
  it('reads the database at most once per interval, however many uses', async () => {
    const start = 1_000_000;
    const before = dataVersionChecks();
    await checkDataVersion(start);
    for (let ms = 0; ms < DATA_VERSION_CHECK_MS; ms += 100)
      expect(checkDataVersion(start + ms)).toBeUndefined();
    expect(dataVersionChecks() - before).toBe(1);
    await checkDataVersion(start + DATA_VERSION_CHECK_MS);
    expect(dataVersionChecks() - before).toBe(2);
  });

  it('concurrent uses share one read', async () => {
    install();
    const calls = execute.mock.calls.length;
    // A new handle counts as a new version: the first use checks.
    const first = checkDataVersion(2_000_000);
    const second = checkDataVersion(2_000_001);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    await Promise.all([first, second]);
    expect(execute.mock.calls.length - calls).toBe(1);
  });

  it('calls the caches back on a change only', async () => {
    await checkDataVersion(3_000_000);
    changes.length = 0;
    await checkDataVersion(3_000_000 + DATA_VERSION_CHECK_MS);
    expect(changes).toEqual([]);
    version = { history: 'imports:2', live: 'board:1' };
    await checkDataVersion(3_000_000 + 2 * DATA_VERSION_CHECK_MS);
    expect(changes).toEqual(['imports:2#board:1']);
    expect(knownDataVersion()).toEqual({ all: 'imports:2#board:1', history: 'imports:2' });
  });

  it('keeps what is cached when the database cannot be read, and reads again after the interval', async () => {
    await checkDataVersion(4_000_000);
    changes.length = 0;
    failing = true;
    await expect(checkDataVersion(4_000_000 + DATA_VERSION_CHECK_MS)).resolves.toBeUndefined();
    expect(changes).toEqual([]);
    expect(checkDataVersion(4_000_000 + DATA_VERSION_CHECK_MS + 10)).toBeUndefined();
    failing = false;
    version = { history: 'imports:3', live: 'board:1' };
    await checkDataVersion(4_000_000 + 2 * DATA_VERSION_CHECK_MS);
    expect(changes).toEqual(['imports:3#board:1']);
  });

  it('checks nothing without a process-wide database', () => {
    setDatabaseHandle(undefined);
    expect(checkDataVersion(5_000_000)).toBeUndefined();
  });
});

describe('the response cache follows the data version', () => {
  it('keeps an answer while the version holds and drops it when it moves', async () => {
    setDataVersionCheckMs(0);
    clearResponseCache();
    let computed = 0;
    const compute = () => Promise.resolve(`body ${String((computed += 1))}`);
    expect(await cachedBody('k', compute)).toBe('body 1');
    expect(await cachedBody('k', compute)).toBe('body 1');
    version = { history: 'imports:1', live: 'board:2' };
    expect(await cachedBody('k', compute)).toBe('body 2');
  });

  it('an answer computed across a change is not kept', async () => {
    setDataVersionCheckMs(0);
    clearResponseCache();
    let release: (body: string) => void = () => undefined;
    const slow = cachedBody('slow', () => new Promise<string>((resolve) => (release = resolve)));
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    dataChangedHere();
    release('old');
    expect(await slow).toBe('old');
    expect(await cachedBody('slow', () => Promise.resolve('new'))).toBe('new');
  });
});
