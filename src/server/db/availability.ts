/**
 * Whether the database looked away at the last try, for the places that cannot see the error itself:
 * a page whose getServerSideProps failed is answered by Next with a bare 500, which the production
 * server turns into 503 while this says the database is away (src/server/web/pageFaults.ts). The pool
 * (client.ts) notes every query: a connectivity failure marks it down, any success marks it up again.
 */
let downSince: number | null = null;

export function noteDatabaseFailure(now: number = Date.now()): void {
  downSince ??= now;
}

export function noteDatabaseSuccess(): void {
  downSince = null;
}

/** True from a connectivity failure until the next query that succeeds. */
export function databaseLooksDown(): boolean {
  return downSince !== null;
}

/** When the current outage was first seen (ms since the epoch), or null while the database is up. */
export function databaseDownSince(): number | null {
  return downSince;
}
