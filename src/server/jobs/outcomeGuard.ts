import Manager from 'pg-boss/src/manager';

/**
 * pg-boss 10 records a job's outcome (complete / fail) from inside its worker without awaiting it
 * (manager.js, work → onFetch). While the database is away that write rejects with nobody listening,
 * and Node ends the process on an unhandled rejection: the database going away for a moment took the
 * whole server down with it. Each outcome promise gets a listener here (callers that await it still
 * see the rejection); the job stays active in the database and pg-boss's maintenance expires it into
 * its retry once the database is back (expireInSeconds), so the job still completes, once.
 */
const GUARDED = Symbol.for('vnfin.pgBossOutcomeGuard');

export function guardJobOutcomes(onError: (error: unknown, outcome: string) => void): void {
  const prototype = Manager.prototype as Record<string | symbol, unknown>;
  if (prototype[GUARDED]) return;
  prototype[GUARDED] = true;
  for (const outcome of ['complete', 'fail']) {
    const original = prototype[outcome];
    if (typeof original !== 'function') continue;
    const guarded = function (this: unknown, ...args: unknown[]): unknown {
      const result: unknown = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          onError(error, outcome);
        });
      }
      return result;
    };
    // PgBoss puts the manager's functions on itself by their `name` (index.js promoteFunctions):
    // the wrapper keeps the original's, or boss.complete and boss.fail would be missing.
    Object.defineProperty(guarded, 'name', { value: outcome });
    prototype[outcome] = guarded;
  }
}
