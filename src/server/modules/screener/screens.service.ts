import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { SavedScreen, SavedScreensResponse, SharedScreenResponse } from '@/common/contracts/screener';
import { parseScreenText, screenText, type ScreenDefinition } from '@/common/screener/definition';
import { assertBelowLimit, investorLimitsOf } from '../../access/investorLimits';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { screenerScreens } from '../../db/schema';

/**
 * The user's saved screens (table screener_screens): the definition is stored as the screen's text
 * form ({ c, cols, sort }), read back through parseScreenText, so a stored screen is exactly what the
 * address and the API take. The limit check and the insert run in one transaction.
 */

type Row = typeof screenerScreens.$inferSelect;

const NOT_FOUND = 'Không tìm thấy bộ lọc đã lưu.';

function storedText(definition: Record<string, unknown>): { c: string; cols: string; sort: string } {
  const text = (key: string) => (typeof definition[key] === 'string' ? definition[key] : '');
  return { c: text('c'), cols: text('cols'), sort: text('sort') };
}

function toSaved(row: Row): SavedScreen {
  return {
    id: row.id,
    name: row.name,
    ...storedText(row.definition),
    shareToken: row.shareToken,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function definitionOf(screen: ScreenDefinition): Record<string, unknown> {
  const text = screenText(screen);
  return { c: text.c ?? '', cols: text.cols ?? '', sort: text.sort ?? '' };
}

export async function listScreens(db: Database, user: AuthUser): Promise<SavedScreensResponse> {
  const rows = await db
    .select()
    .from(screenerScreens)
    .where(eq(screenerScreens.userId, user.id))
    .orderBy(desc(screenerScreens.updatedAt), desc(screenerScreens.id));
  return { screens: rows.map(toSaved), limit: investorLimitsOf(user).savedScreens };
}

export async function createScreen(
  db: Database,
  user: AuthUser,
  body: { name: string; screen: ScreenDefinition },
): Promise<SavedScreen> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(screenerScreens)
      .where(eq(screenerScreens.userId, user.id));
    assertBelowLimit(user, 'savedScreens', held?.n ?? 0);
    const [row] = await tx
      .insert(screenerScreens)
      .values({ userId: user.id, name: body.name, definition: definitionOf(body.screen) })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Không lưu được bộ lọc.');
    return toSaved(row);
  });
}

export async function updateScreen(
  db: Database,
  user: AuthUser,
  id: number,
  body: { name: string; screen: ScreenDefinition },
): Promise<SavedScreen> {
  const [row] = await db
    .update(screenerScreens)
    .set({ name: body.name, definition: definitionOf(body.screen), updatedAt: new Date() })
    .where(and(eq(screenerScreens.id, id), eq(screenerScreens.userId, user.id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toSaved(row);
}

export async function deleteScreen(db: Database, user: AuthUser, id: number): Promise<{ id: number }> {
  const rows = await db
    .delete(screenerScreens)
    .where(and(eq(screenerScreens.id, id), eq(screenerScreens.userId, user.id)))
    .returning({ id: screenerScreens.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { id };
}

/** Turns the share link on (a new or the kept token) or off (the token is dropped: old links die). */
export async function shareScreen(
  db: Database,
  user: AuthUser,
  id: number,
  enabled: boolean,
): Promise<SavedScreen> {
  const [current] = await db
    .select()
    .from(screenerScreens)
    .where(and(eq(screenerScreens.id, id), eq(screenerScreens.userId, user.id)));
  if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
  const token = enabled ? (current.shareToken ?? randomBytes(18).toString('base64url')) : null;
  const [row] = await db
    .update(screenerScreens)
    .set({ shareToken: token, updatedAt: new Date() })
    .where(eq(screenerScreens.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toSaved(row);
}

/** A shared screen for anyone with its link (no owner, no token in the answer). */
export async function sharedScreen(db: Database, token: string): Promise<SharedScreenResponse> {
  const [row] = await db.select().from(screenerScreens).where(eq(screenerScreens.shareToken, token));
  if (!row) throw new AppError('NOT_FOUND', 'Liên kết chia sẻ bộ lọc không tồn tại hoặc đã bị tắt.');
  const text = storedText(row.definition);
  // A screen saved under an older catalogue may name a criterion that is gone: say so, not 500.
  if (typeof parseScreenText(text) === 'string')
    throw new AppError('NOT_FOUND', 'Bộ lọc được chia sẻ dùng tiêu chí không còn được hỗ trợ.');
  return { name: row.name, ...text };
}
