import type { Database } from '../../db/client';
import { listOwnerWatchlists, lockOwner, reassignWatchlist } from './watchlists.repository';
import { userWatchlistOwner } from './watchlists.service';

/** A guest's device list moving into the account at sign-in (as chart sections do, charts/deviceSections.service.ts). */

/** The name a moved list takes: its own, or with " (từ thiết bị)" (and a number) when the account has it. */
export function movedListName(name: string, taken: ReadonlySet<string>): string {
  const free = (candidate: string) => !taken.has(candidate.toLocaleLowerCase('vi'));
  if (free(name)) return name;
  const base = `${name} (từ thiết bị)`;
  for (let index = 1; ; index += 1) {
    const candidate = index === 1 ? base : `${base} ${String(index)}`;
    if (free(candidate)) return candidate;
  }
}

/**
 * A signed-in browser's device list becomes the account's, placed after the account's own lists and
 * renamed when the account already has its name, in one transaction (answers how many lists moved).
 * The account keeps it even at its list limit: the limit refuses new lists, it never drops what the
 * guest saved.
 */
export async function moveDeviceWatchlistsToUser(
  db: Database,
  deviceOwnerKey: string,
  userId: number,
): Promise<number> {
  const to = userWatchlistOwner(userId);
  return db.transaction(async (tx) => {
    const moving = await listOwnerWatchlists(tx, deviceOwnerKey);
    if (moving.length === 0) return 0;
    await lockOwner(tx, to);
    const existing = await listOwnerWatchlists(tx, to);
    const taken = new Set(existing.map((list) => list.name.toLocaleLowerCase('vi')));
    let position = existing.reduce((last, list) => Math.max(last, list.position + 1), 0);
    for (const list of moving) {
      const name = movedListName(list.name, taken);
      taken.add(name.toLocaleLowerCase('vi'));
      await reassignWatchlist(tx, list.id, { ownerKey: to, position, name });
      position += 1;
    }
    return moving.length;
  });
}
