import {
  WATCHLIST_RATIO_KEYS,
  type Watchlist,
  type WatchlistAddResult,
  type WatchlistCreateBody,
  type WatchlistRatioKey,
  type WatchlistsResponse,
  type WatchlistUpdateBody,
} from '@/common/contracts/watchlists';
import { investorLimitsOf, assertBelowLimit } from '../../access/investorLimits';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import {
  deleteItem,
  deleteWatchlist as deleteWatchlistRow,
  findCompanies,
  findOwnedWatchlist,
  insertItems,
  insertWatchlist,
  listItemTickers,
  listOwnerWatchlists,
  lockOwner,
  nextItemPosition,
  setItemPositions,
  updateWatchlist as updateWatchlistRow,
  type WatchlistRow,
} from './watchlists.repository';

/**
 * The rules of watchlists (issue 32). An owner is `user:<id>` or a guest's device token owner key
 * (src/server/auth/deviceToken.ts); another owner's list reads as missing (404), never as
 * forbidden, so its existence is not disclosed. Every change runs in one transaction with the list's
 * row locked, so concurrent adds cannot pass the ticker limit and nothing is half-written.
 */

export const LIST_NOT_FOUND = 'Không tìm thấy danh sách theo dõi.';

export function userWatchlistOwner(userId: number): string {
  return `user:${String(userId)}`;
}

const knownColumns = (columns: readonly string[]): WatchlistRatioKey[] =>
  columns.filter((key): key is WatchlistRatioKey =>
    (WATCHLIST_RATIO_KEYS as readonly string[]).includes(key),
  );

export function toWatchlist(row: WatchlistRow, tickers: string[]): Watchlist {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    columns: knownColumns(row.columns),
    tickers,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function owned(db: Database, ownerKey: string | null, id: number): Promise<WatchlistRow> {
  const row = ownerKey === null ? null : await findOwnedWatchlist(db, ownerKey, id);
  if (!row) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
  return row;
}

async function withTickers(db: Database, row: WatchlistRow): Promise<Watchlist> {
  const tickers = (await listItemTickers(db, [row.id])).get(row.id) ?? [];
  return toWatchlist(row, tickers);
}

/** The owner's lists in order, each with its tickers, and the caller's limits. */
export async function listWatchlists(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
): Promise<WatchlistsResponse> {
  const limits = investorLimitsOf(user);
  const rows = ownerKey === null ? [] : await listOwnerWatchlists(db, ownerKey);
  const tickers = await listItemTickers(
    db,
    rows.map((row) => row.id),
  );
  return {
    owner: user ? 'user' : 'device',
    lists: rows.map((row) => toWatchlist(row, tickers.get(row.id) ?? [])),
    limits: { watchlists: limits.watchlists, watchlistTickers: limits.watchlistTickers },
  };
}

/** Unique tickers in the order given; 400 naming the codes no company has. */
async function assertKnownTickers(db: Database, tickers: readonly string[]): Promise<string[]> {
  const unique = [...new Set(tickers)];
  const found = new Set((await findCompanies(db, unique)).map((company) => company.ticker));
  const unknown = unique.filter((ticker) => !found.has(ticker));
  if (unknown.length > 0) {
    throw new AppError('BAD_REQUEST', `Không tìm thấy mã chứng khoán: ${unknown.join(', ')}.`, {
      details: [{ path: 'tickers', message: `Mã không tồn tại: ${unknown.join(', ')}` }],
    });
  }
  return unique;
}

/** Creates a list at the end of the owner's lists, with `tickers` in it when given. */
export async function createWatchlist(
  db: Database,
  user: AuthUser | null,
  ownerKey: string,
  body: WatchlistCreateBody,
): Promise<Watchlist> {
  const tickers = await assertKnownTickers(db, body.tickers ?? []);
  assertBelowLimit(user, 'watchlistTickers', tickers.length - 1);
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerKey);
    const lists = await listOwnerWatchlists(tx, ownerKey);
    assertBelowLimit(user, 'watchlists', lists.length);
    if (lists.some((list) => list.name.toLocaleLowerCase('vi') === body.name.toLocaleLowerCase('vi'))) {
      throw new AppError('CONFLICT', `Bạn đã có danh sách tên “${body.name}”.`);
    }
    const position = lists.reduce((last, list) => Math.max(last, list.position + 1), 0);
    const row = await insertWatchlist(tx, { ownerKey, name: body.name, position });
    await insertItems(tx, row.id, tickers, 0);
    return toWatchlist(row, tickers);
  });
}

/** Renames a list or sets its ratio columns. */
export async function updateWatchlist(
  db: Database,
  ownerKey: string | null,
  id: number,
  body: WatchlistUpdateBody,
): Promise<Watchlist> {
  return db.transaction(async (tx) => {
    const row = await owned(tx, ownerKey, id);
    if (body.name !== undefined && body.name !== row.name) {
      const others = await listOwnerWatchlists(tx, row.ownerKey);
      const name = body.name.toLocaleLowerCase('vi');
      if (others.some((list) => list.id !== id && list.name.toLocaleLowerCase('vi') === name)) {
        throw new AppError('CONFLICT', `Bạn đã có danh sách tên “${body.name}”.`);
      }
    }
    await updateWatchlistRow(tx, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.columns === undefined ? {} : { columns: body.columns }),
    });
    const updated = await owned(tx, ownerKey, id);
    return withTickers(tx, updated);
  });
}

export async function deleteWatchlist(db: Database, ownerKey: string | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await owned(tx, ownerKey, id);
    await deleteWatchlistRow(tx, id);
  });
}

/** Saves the owner's lists in the order of `ids`, which must name each of them once. */
export async function reorderWatchlists(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  ids: readonly number[],
): Promise<WatchlistsResponse> {
  await db.transaction(async (tx) => {
    const lists = ownerKey === null ? [] : await listOwnerWatchlists(tx, ownerKey);
    const current = new Set(lists.map((list) => list.id));
    if (ids.some((id) => !current.has(id))) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
    if (new Set(ids).size !== ids.length || ids.length !== current.size) {
      throw new AppError(
        'BAD_REQUEST',
        'Thứ tự mới phải gồm đúng các danh sách hiện có, mỗi danh sách một lần.',
      );
    }
    for (const [position, id] of ids.entries()) await updateWatchlistRow(tx, id, { position });
  });
  return listWatchlists(db, user, ownerKey);
}

/**
 * Adds tickers at the end of a list. Tickers already in it stay where they are (`alreadyIn`); when
 * every ticker is already there the answer is 409, so a second click says so.
 */
export async function addTickers(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  id: number,
  tickers: readonly string[],
): Promise<WatchlistAddResult> {
  const unique = await assertKnownTickers(db, tickers);
  return db.transaction(async (tx) => {
    const row = await owned(tx, ownerKey, id);
    const current = (await listItemTickers(tx, [id])).get(id) ?? [];
    const present = new Set(current);
    const added = unique.filter((ticker) => !present.has(ticker));
    const alreadyIn = unique.filter((ticker) => present.has(ticker));
    if (added.length === 0) {
      const names = alreadyIn.join(', ');
      throw new AppError('CONFLICT', `${names} đã có trong danh sách “${row.name}”.`);
    }
    assertBelowLimit(user, 'watchlistTickers', current.length + added.length - 1);
    await insertItems(tx, id, added, await nextItemPosition(tx, id));
    await updateWatchlistRow(tx, id, {});
    const list = toWatchlist({ ...row, updatedAt: new Date() }, [...current, ...added]);
    return { list, added, alreadyIn };
  });
}

export async function removeTicker(
  db: Database,
  ownerKey: string | null,
  id: number,
  ticker: string,
): Promise<Watchlist> {
  return db.transaction(async (tx) => {
    const row = await owned(tx, ownerKey, id);
    const removed = await deleteItem(tx, id, ticker);
    if (removed === 0) throw new AppError('NOT_FOUND', `${ticker} không có trong danh sách “${row.name}”.`);
    await updateWatchlistRow(tx, id, {});
    return withTickers(tx, row);
  });
}

/** Saves the rows' order: `tickers` must be exactly the list's tickers, each once. */
export async function reorderTickers(
  db: Database,
  ownerKey: string | null,
  id: number,
  tickers: readonly string[],
): Promise<Watchlist> {
  return db.transaction(async (tx) => {
    const row = await owned(tx, ownerKey, id);
    const current = (await listItemTickers(tx, [id])).get(id) ?? [];
    const same =
      tickers.length === current.length &&
      new Set(tickers).size === tickers.length &&
      tickers.every((ticker) => current.includes(ticker));
    if (!same) {
      throw new AppError(
        'CONFLICT',
        'Danh sách đã thay đổi ở nơi khác; thứ tự mới không khớp. Vui lòng tải lại danh sách.',
      );
    }
    await setItemPositions(tx, id, tickers);
    await updateWatchlistRow(tx, id, {});
    return toWatchlist(row, [...tickers]);
  });
}
