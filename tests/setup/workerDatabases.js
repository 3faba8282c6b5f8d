// The integration tier's PGlite databases, one set per jest worker process (issue 27): a test file
// borrows a migrated database started once in its worker and emptied when the file gives it back,
// instead of starting PGlite from the migrated snapshot for every file (~1 s of CPU each).
//
// Plain CommonJS outside the test files' sandboxes: the test environment (tests/setup/
// databaseEnvironment.js) loads this once per worker and hands each file a lease on it. PGlite runs
// in the worker's own realm here; src/server/db/testingWorkerDatabase.ts copies its answers into
// the file's realm, so the tests see ordinary objects, dates and errors.
const { readFileSync } = require('node:fs');
const { PGlite } = require('@electric-sql/pglite');

/**
 * PGlite started from a dumped data directory reports its "startup progress" every 10 s by default,
 * a timer that re-arms forever and keeps an idle worker process alive after the last file. The
 * snapshot is also read into memory (a file-backed Blob leaves a file handle open). Both were why a
 * first per-worker pool kept jest from exiting (docs/DECISIONS.md "Test tiers").
 */
const QUIET_START = ['-c', 'log_startup_progress_interval=0'];

/** Databases kept idle per start configuration: a file that opened two at once leaves two behind. */
const MAX_IDLE = 2;

/**
 * Describes the database's structure: tables, columns, constraints, indexes, functions, triggers,
 * types, schemas and roles. A file that changed it gets its database closed, not reused.
 */
const STRUCTURE_QUERY = `
select md5(string_agg(item, '|' order by item)) as structure from (
  select 'n:' || nspname as item from pg_namespace
  union all select 'c:' || c.relnamespace || ':' || c.relname || ':' || c.relkind::text from pg_class c
    where c.relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      and c.relpersistence <> 't'
  union all select 'a:' || a.attrelid::regclass || ':' || a.attname || ':' || a.atttypid || ':' || a.attnotnull
      || ':' || a.attisdropped || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      and c.relpersistence <> 't' and a.attnum > 0
  union all select 'k:' || conrelid::regclass || ':' || conname || ':' || pg_get_constraintdef(oid) from pg_constraint
    where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select 'p:' || p.oid::regprocedure::text || ':' || md5(coalesce(p.prosrc, '')) from pg_proc p
    where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select 't:' || tgrelid::regclass || ':' || tgname || ':' || tgenabled::text from pg_trigger
  union all select 'y:' || typnamespace || ':' || typname from pg_type
    where typnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all select 'r:' || rolname from pg_roles
  union all select 's:' || setdatabase || ':' || setrole || ':' || array_to_string(setconfig, ',') from pg_db_role_setting
) structure`;

/** The empty state every file starts from: the snapshot's tables, which must all be empty. */
async function baseline(client) {
  const tables = (
    await client.query(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).rows.map((row) => row.name);
  const sequences = (
    await client.query(
      `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
    )
  ).rows.map((row) => row.name);
  let empty = true;
  if (tables.length) {
    const counts = await client.query(
      tables.map((table) => `select count(*)::int as n from ${table}`).join(' union all '),
    );
    empty = counts.rows.every((row) => row.n === 0);
  }
  const reset = [
    tables.length ? `truncate ${tables.join(', ')} restart identity cascade` : '',
    // Sequences no table column owns are not restarted by TRUNCATE.
    ...sequences.map((sequence) => `alter sequence ${sequence} restart`),
  ]
    .filter(Boolean)
    .join(';\n');
  const structure = (await client.query(STRUCTURE_QUERY)).rows[0].structure;
  return { reset, structure, reusable: empty };
}

const idle = new Map();
const all = new Set();
const stats = { started: 0, reused: 0, discarded: 0 };

/**
 * jest-worker asks its child processes to end by a message and then expects them to exit on their own
 * within half a second. An idle PGlite still has timers of its own for a few seconds, so this worker's
 * databases close on that message (the listener goes too: a 'message' listener keeps the IPC channel,
 * and so the process, alive). When jest runs in band the process exits without one.
 */
function closeWhenTheWorkerEnds() {
  if (typeof process.send !== 'function' || closeWhenTheWorkerEnds.listening) return;
  closeWhenTheWorkerEnds.listening = true;
  let endMessage = 2;
  try {
    endMessage = require('jest-worker').CHILD_MESSAGE_END ?? endMessage;
  } catch {
    // jest-worker's protocol constant; 2 in every jest since 24.
  }
  const onMessage = (message) => {
    if (!Array.isArray(message) || message[0] !== endMessage) return;
    process.removeListener('message', onMessage);
    void closeAll();
  };
  process.on('message', onMessage);
}

async function start(snapshotFile, startParams) {
  closeWhenTheWorkerEnds();
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(snapshotFile)]),
    startParams: [...PGlite.defaultStartParams, ...startParams, ...QUIET_START],
  });
  await client.waitReady;
  stats.started += 1;
  all.add(client);
  return { client, state: await baseline(client) };
}

async function discard(entry) {
  all.delete(entry.client);
  stats.discarded += 1;
  if (!entry.client.closed) await entry.client.close().catch(() => undefined);
}

/**
 * Empties a database a file gave back and keeps it for the next file, or closes it: when it was
 * closed, when a transaction or session state cannot be cleared, when the structure changed, or when
 * enough are idle already.
 */
async function giveBack(key, entry) {
  if (entry.client.closed || !entry.state.reusable) {
    await discard(entry);
    return;
  }
  try {
    // A file may stop half-way through a transaction or leave session settings, prepared statements,
    // temporary tables, LISTENs or advisory locks behind.
    await entry.client.exec('rollback').catch(() => undefined);
    await entry.client.exec('discard all');
    const structure = (await entry.client.query(STRUCTURE_QUERY)).rows[0].structure;
    if (structure !== entry.state.structure) throw new Error('structure changed');
    await entry.client.exec(entry.state.reset);
  } catch {
    await discard(entry);
    return;
  }
  const list = idle.get(key) ?? [];
  if (list.length >= MAX_IDLE) {
    await discard(entry);
    return;
  }
  list.push(entry);
  idle.set(key, list);
}

/**
 * Leases for one test file. `acquire` gives a migrated, empty PGlite of this worker and a function
 * that gives it back; `releaseAll` (the environment's teardown) gives back what the file did not.
 */
function leasesForFile() {
  const open = new Set();
  return {
    async acquire(snapshotFile, startParams = []) {
      const key = `${snapshotFile}\n${startParams.join(' ')}`;
      let entry = idle.get(key)?.pop();
      if (entry) stats.reused += 1;
      else entry = await start(snapshotFile, startParams);
      let returned;
      const release = () => {
        returned ??= (async () => {
          open.delete(release);
          await giveBack(key, entry);
        })();
        return returned;
      };
      open.add(release);
      return { client: entry.client, release };
    },
    async releaseAll() {
      await Promise.all([...open].map((release) => release()));
    },
  };
}

/** Closes every database of this process (the run's end when jest runs in band). */
async function closeAll() {
  idle.clear();
  await Promise.all([...all].map((client) => discard({ client })));
}

module.exports = { leasesForFile, closeAll, stats };
