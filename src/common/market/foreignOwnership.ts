/**
 * Foreign ownership against the foreign room limit (issue 31; docs/DATA.md "Foreign ownership").
 *
 * The feed publishes, per session, the room left: the shares foreign investors may still buy
 * (stock_sessions.foreign_current_room). With the company's limit (companies.foreign_limit_pct, a
 * percent of shares) and its share count:
 *
 *   limit shares   = limit% / 100 x shares
 *   foreign held   = limit shares - room
 *   ownership      = foreign held / shares            (a fraction; 0.2345 = 23.45 %)
 *   room left      = room / shares                    (a fraction of all shares)
 *
 * The share count is the listed shares (the exchanges compute the room on them), else the shares
 * outstanding. A session before a split, stock dividend, bonus, rights or other share issue had fewer
 * shares: its count is today's divided by the ratios of those actions after it (sharesAt). Anything
 * unknown gives null with a Vietnamese reason, never 0.
 */

export const NO_FOREIGN_LIMIT = 'Chưa có tỷ lệ sở hữu nước ngoài tối đa (room) của mã này.';
export const NO_SHARE_COUNT = 'Chưa có số cổ phiếu niêm yết hoặc lưu hành của mã này.';
export const NO_FOREIGN_ROOM = 'Chưa có dữ liệu room nước ngoài còn lại của phiên nào.';
export const ROOM_ABOVE_LIMIT =
  'Room còn lại lớn hơn room tối đa theo số cổ phiếu hiện có (số cổ phiếu có thể chưa cập nhật).';

export interface ForeignRoomInput {
  /** Percent of shares (49 = 49 %); null when unknown. */
  limitPct: number | null;
  /** Shares the room is computed on; null when unknown. */
  shares: number | null;
  /** Shares foreign investors may still buy; null when the session has no room figure. */
  currentRoom: number | null;
}

export interface ForeignOwnershipFigures {
  /** Percent, as stored. */
  limitPct: number | null;
  /** Shares foreign investors may hold in all. */
  limitShares: number | null;
  /** Shares they may still buy. */
  roomShares: number | null;
  /** room / shares, a fraction. */
  roomRatio: number | null;
  /** Shares foreign investors hold. */
  heldShares: number | null;
  /** held / shares, a fraction. */
  ownershipRatio: number | null;
  /** Why some figure is null; null when every figure is known. */
  reason: string | null;
}

function usable(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

/** The figures of one session (see the module comment for the formulas). */
export function foreignOwnership(input: ForeignRoomInput): ForeignOwnershipFigures {
  const { limitPct, shares, currentRoom } = input;
  const validLimit = usable(limitPct) && limitPct >= 0 && limitPct <= 100 ? limitPct : null;
  const validShares = usable(shares) && shares > 0 ? shares : null;
  const validRoom = usable(currentRoom) && currentRoom >= 0 ? currentRoom : null;
  const limitShares = validLimit !== null && validShares !== null ? (validLimit / 100) * validShares : null;
  const roomRatio = validRoom !== null && validShares !== null ? validRoom / validShares : null;
  let heldShares: number | null = null;
  let reason: string | null = null;
  if (validLimit === null) reason = NO_FOREIGN_LIMIT;
  else if (validShares === null) reason = NO_SHARE_COUNT;
  else if (validRoom === null) reason = NO_FOREIGN_ROOM;
  else if (limitShares !== null && validRoom > limitShares) reason = ROOM_ABOVE_LIMIT;
  else if (limitShares !== null) heldShares = limitShares - validRoom;
  return {
    limitPct: validLimit,
    limitShares,
    roomShares: validRoom,
    roomRatio,
    heldShares,
    ownershipRatio: heldShares !== null && validShares !== null ? heldShares / validShares : null,
    reason,
  };
}

/** A corporate action that changed the share count from its ex-date (any kind with a ratio but cash dividends). */
export interface ShareCountChange {
  exDate: string;
  /** New shares per old share (1.2 = 20 % stock dividend). */
  ratio: number;
}

/**
 * Shares on `date` from today's count: divided by the ratio of every change with an ex-date after
 * `date` (a session on the ex-date already counts the new shares). Rights and other issues list their
 * shares some weeks after the ex-date and are taken as fully subscribed: an approximation for those
 * weeks (documented), far closer than leaving them out of every earlier session.
 */
export function sharesAt(todayShares: number, date: string, changes: readonly ShareCountChange[]): number {
  let shares = todayShares;
  for (const change of changes) if (change.exDate > date && change.ratio > 0) shares /= change.ratio;
  return shares;
}

/** One point of the foreign ownership chart. */
export interface ForeignRoomPoint {
  date: string;
  /** Fractions; null when unknown that day. */
  ownershipRatio: number | null;
  roomRatio: number | null;
  /** Shares foreign investors may still buy. */
  roomShares: number | null;
}

/** The series of foreign ownership over sessions, oldest first, on each session's share count. */
export function foreignRoomSeries(
  sessions: readonly { date: string; currentRoom: number | null }[],
  limitPct: number | null,
  todayShares: number | null,
  changes: readonly ShareCountChange[],
): ForeignRoomPoint[] {
  return [...sessions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((session) => {
      const shares = todayShares === null ? null : sharesAt(todayShares, session.date, changes);
      const figures = foreignOwnership({ limitPct, shares, currentRoom: session.currentRoom });
      return {
        date: session.date,
        ownershipRatio: figures.ownershipRatio,
        roomRatio: figures.roomRatio,
        roomShares: figures.roomShares,
      };
    });
}

/** Foreign net value of a session (buy - sell, VND); null unless both sides are known. */
export function foreignNetValue(buyValue: number | null, sellValue: number | null): number | null {
  if (!usable(buyValue) || !usable(sellValue)) return null;
  return buyValue - sellValue;
}
