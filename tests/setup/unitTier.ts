import os from 'node:os';

// The unit tier's guard (jest.config.js): its tests must not open a database. The rule that sorts
// files reads each test file's own source; a test that reaches a database another way (a helper that
// opens one, a route that falls back to the configured database) fails here with a message saying
// how to move it, instead of silently making the fast tier slow.

const UNIT_TIER_DATABASE_MESSAGE =
  'A unit-tier test opened a database. Database tests belong to the integration tier: import ' +
  "createTestDatabase from '@/server/db/testing' in the test file (or put it under an integration/ " +
  'folder), then run it with `npm run test:integration`.';

// A unit test waits on nothing but its own code: 10 s when each process has a core, so a stuck one
// fails at once. Wall times stretch with the load: at load 22 on 2 cores (eight jobs sharing this
// machine) 43 tests took over 10 s and the slowest 34 s, i.e. ~3 s per core-share (docs/
// PERFORMANCE.md "Test tiers"). So the limit grows with the load per core when each file starts, up
// to the 60 s that held under that load.
const loadPerCore = (os.loadavg()[0] ?? 0) / Math.max(1, os.cpus().length);
jest.setTimeout(Math.round(Math.min(60_000, 10_000 * Math.max(1, loadPerCore))));

function refuse(): never {
  throw new Error(UNIT_TIER_DATABASE_MESSAGE);
}

// Plain functions rather than classes: `new` on either throws before anything starts.
jest.mock('@electric-sql/pglite', () => {
  const actual = jest.requireActual<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  const PGlite = Object.assign(
    function RefusedPGlite(): never {
      return refuse();
    },
    { defaultStartParams: actual.PGlite.defaultStartParams, create: refuse },
  );
  return { __esModule: true, ...actual, PGlite };
});

jest.mock('pg', () => {
  const actual = jest.requireActual<typeof import('pg')>('pg');
  const Pool = function RefusedPool(): never {
    return refuse();
  };
  const Client = function RefusedClient(): never {
    return refuse();
  };
  return { __esModule: true, ...actual, Pool, Client, default: { ...actual, Pool, Client } };
});
