// The unit tier's guard (jest.config.js): its tests must not open a database. The rule that sorts
// files reads each test file's own source; a test that reaches a database another way (a helper that
// opens one, a route that falls back to the configured database) fails here with a message saying
// how to move it, instead of silently making the fast tier slow.

const UNIT_TIER_DATABASE_MESSAGE =
  'A unit-tier test opened a database. Database tests belong to the integration tier: import ' +
  "createTestDatabase from '@/server/db/testing' in the test file (or put it under an integration/ " +
  'folder), then run it with `npm run test:integration`.';

// A unit test waits on nothing but its own code: a stuck one fails in a minute instead of the
// integration tier's three. Not shorter: with six jobs on this 2-core machine (load 15-20) a screen
// test that takes a few seconds alone ran past 30 s (docs/PERFORMANCE.md "Test tiers").
jest.setTimeout(60000);

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
