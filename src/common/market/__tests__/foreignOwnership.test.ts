import {
  foreignNetValue,
  foreignOwnership,
  foreignRoomSeries,
  NO_FOREIGN_LIMIT,
  NO_FOREIGN_ROOM,
  NO_SHARE_COUNT,
  ROOM_ABOVE_LIMIT,
  sharesAt,
} from '../foreignOwnership';

describe('foreignOwnership (hand-computed)', () => {
  it('derives held shares, ownership and room from the limit, shares and room left', () => {
    // 100,000,000 shares, limit 49 %: 49,000,000 may be foreign; 12,500,000 left, so 36,500,000 held.
    const figures = foreignOwnership({ limitPct: 49, shares: 100_000_000, currentRoom: 12_500_000 });
    expect(figures).toEqual({
      limitPct: 49,
      limitShares: 49_000_000,
      roomShares: 12_500_000,
      roomRatio: 0.125,
      heldShares: 36_500_000,
      ownershipRatio: 0.365,
      reason: null,
    });
  });

  it('gives a bank at a 30 % limit with the room used up 30 % ownership and no room', () => {
    const figures = foreignOwnership({ limitPct: 30, shares: 3_500_000_000, currentRoom: 0 });
    expect(figures.ownershipRatio).toBeCloseTo(0.3, 12);
    expect(figures.roomRatio).toBe(0);
    expect(figures.reason).toBeNull();
  });

  it('is null with a reason when the limit is unknown, never 0', () => {
    const figures = foreignOwnership({ limitPct: null, shares: 1_000_000, currentRoom: 200_000 });
    expect(figures.ownershipRatio).toBeNull();
    expect(figures.heldShares).toBeNull();
    expect(figures.limitShares).toBeNull();
    // The room left is still known.
    expect(figures.roomRatio).toBe(0.2);
    expect(figures.reason).toBe(NO_FOREIGN_LIMIT);
  });

  it('names the missing share count and the missing room', () => {
    expect(foreignOwnership({ limitPct: 49, shares: null, currentRoom: 1 }).reason).toBe(NO_SHARE_COUNT);
    expect(foreignOwnership({ limitPct: 49, shares: 0, currentRoom: 1 }).reason).toBe(NO_SHARE_COUNT);
    const noRoom = foreignOwnership({ limitPct: 49, shares: 1_000, currentRoom: null });
    expect(noRoom.reason).toBe(NO_FOREIGN_ROOM);
    expect(noRoom.limitShares).toBe(490);
    expect(noRoom.ownershipRatio).toBeNull();
  });

  it('refuses a room larger than the limit (a stale share count) instead of a negative ownership', () => {
    const figures = foreignOwnership({ limitPct: 49, shares: 1_000_000, currentRoom: 500_000 });
    expect(figures.ownershipRatio).toBeNull();
    expect(figures.reason).toBe(ROOM_ABOVE_LIMIT);
  });

  it('treats a limit outside 0-100 as unknown', () => {
    expect(foreignOwnership({ limitPct: 149, shares: 1_000, currentRoom: 1 }).reason).toBe(NO_FOREIGN_LIMIT);
  });
});

describe('sharesAt and the series', () => {
  const changes = [
    { exDate: '2024-06-10', ratio: 1.2 },
    { exDate: '2025-03-03', ratio: 2 },
  ];

  it('divides today’s count by the ratios of the later ex-dates', () => {
    // 240,000,000 today; before 2025-03-03: 120,000,000; before 2024-06-10: 100,000,000.
    expect(sharesAt(240_000_000, '2025-03-03', changes)).toBe(240_000_000);
    expect(sharesAt(240_000_000, '2025-03-02', changes)).toBe(120_000_000);
    expect(sharesAt(240_000_000, '2024-06-07', changes)).toBeCloseTo(100_000_000, 6);
  });

  it('computes each session on its own share count, oldest first', () => {
    const points = foreignRoomSeries(
      [
        { date: '2025-03-03', currentRoom: 60_000_000 },
        { date: '2025-02-28', currentRoom: 30_000_000 },
        { date: '2025-02-27', currentRoom: null },
      ],
      50,
      240_000_000,
      changes,
    );
    expect(points.map((point) => point.date)).toEqual(['2025-02-27', '2025-02-28', '2025-03-03']);
    expect(points[0]?.ownershipRatio).toBeNull();
    // 120 M shares: limit 60 M, room 30 M -> 30 M held = 25 %.
    expect(points[1]?.ownershipRatio).toBe(0.25);
    expect(points[1]?.roomRatio).toBe(0.25);
    // 240 M shares: limit 120 M, room 60 M -> 60 M held = 25 % (the split changes no one's stake).
    expect(points[2]?.ownershipRatio).toBe(0.25);
  });
});

describe('foreignNetValue', () => {
  it('is buy minus sell, null when a side is unknown', () => {
    expect(foreignNetValue(12_500_000_000, 20_000_000_000)).toBe(-7_500_000_000);
    expect(foreignNetValue(0, 0)).toBe(0);
    expect(foreignNetValue(null, 5)).toBeNull();
    expect(foreignNetValue(5, null)).toBeNull();
  });
});
