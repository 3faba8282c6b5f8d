import { eq } from 'drizzle-orm';
import { alertSubject, describeCondition, type AlertCondition } from '@/common/alerts/conditions';
import { readTickerState } from '@/common/alerts/crossing';
import type {
  AlertCreateBody,
  AlertItem,
  AlertListResponse,
  AlertUpdateBody,
} from '@/common/contracts/alerts';
import { findRatio, isRatioFor } from '@/common/finance/ratios';
import type { CompanyType } from '@/common/constants/market';
import { assertBelowLimit, investorLimitsOf } from '../../access/investorLimits';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { emailAlertsOf } from '../notifications/notifications.repository';
import { alertTickers, factsForAlerts, outcomeOf } from './alerts.evaluation';
import {
  countActiveAlerts,
  deleteAlert,
  lockAccount,
  findAlert,
  findOwnedWatchlist,
  insertAlert,
  listAlerts,
  listOwnedWatchlists,
  updateAlert,
  type AlertWithList,
} from './alerts.repository';

/** The alerts page's calls (issue 32). Every alert belongs to one account; others' are 404. */

export function toAlertItem(row: AlertWithList): AlertItem {
  const condition = row.condition as AlertCondition;
  const entries = Object.entries(row.state).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const tickers = entries.flatMap(([ticker, raw]) => {
    const state = readTickerState(raw);
    return state
      ? [{ ticker, holds: state.holds, value: state.value, reason: state.reason, firedAt: state.firedAt }]
      : [];
  });
  return {
    id: row.id,
    ticker: row.ticker,
    watchlistId: row.watchlistId,
    watchlistName: row.watchlistName,
    condition,
    description: describeCondition(alertSubject(row), condition),
    notifyEmail: row.notifyEmail,
    cooldownMinutes: row.cooldownMinutes,
    active: row.active,
    tickers,
    lastEvaluatedAt: row.lastEvaluatedAt?.toISOString() ?? null,
    lastFiredAt: row.lastFiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const alertNotFound = () => new AppError('NOT_FOUND', 'Không tìm thấy cảnh báo.');

export async function getAlerts(db: Database, user: AuthUser): Promise<AlertListResponse> {
  const [rows, emailAlertsOn, lists] = [
    await listAlerts(db, user.id),
    await emailAlertsOf(db, user.id),
    await listOwnedWatchlists(db, user.id),
  ];
  const limits = investorLimitsOf(user);
  return {
    alerts: rows.map(toAlertItem),
    limit: limits.alerts,
    emailAllowed: limits.emailAlerts,
    emailAlertsOn,
    watchlists: lists,
  };
}

async function companyTypeOf(db: Database, ticker: string): Promise<CompanyType | null> {
  const [row] = await db
    .select({ companyType: companies.companyType })
    .from(companies)
    .where(eq(companies.ticker, ticker));
  return row ? row.companyType : null;
}

/** The state an alert starts from: one evaluation of its tickers that records baselines and fires nothing. */
async function baselineState(
  db: Database,
  alert: {
    id: number;
    ticker: string | null;
    watchlistId: number | null;
    condition: AlertCondition;
    cooldownMinutes: number;
  },
  now: Date,
): Promise<Record<string, unknown>> {
  const tickersOf = await alertTickers(db, [alert]);
  const loaded = await factsForAlerts(db, [alert], tickersOf);
  return outcomeOf({ ...alert, state: {} }, tickersOf.get(alert.id) ?? [], loaded, now).state;
}

export async function createAlert(db: Database, user: AuthUser, body: AlertCreateBody): Promise<AlertItem> {
  assertBelowLimit(user, 'alerts', await countActiveAlerts(db, user.id));
  if (body.notifyEmail && !investorLimitsOf(user).emailAlerts) {
    throw new AppError('FORBIDDEN', 'Gói hiện tại của bạn không gửi cảnh báo qua e-mail.');
  }
  let watchlistName: string | null = null;
  if (body.ticker !== undefined) {
    const companyType = await companyTypeOf(db, body.ticker);
    if (!companyType) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${body.ticker}.`);
    const condition = body.condition;
    if (condition.kind === 'ratio' && !isRatioFor(condition.ratio, companyType)) {
      const name = findRatio(condition.ratio)?.nameVi ?? condition.ratio;
      throw new AppError('VALIDATION', `Chỉ số ${name} không áp dụng cho ${body.ticker}.`, {
        details: [{ path: 'condition.ratio', message: `Chỉ số ${name} không áp dụng cho ${body.ticker}.` }],
      });
    }
  } else if (body.watchlistId !== undefined) {
    const list = await findOwnedWatchlist(db, user.id, body.watchlistId);
    if (!list) throw new AppError('NOT_FOUND', 'Không tìm thấy danh sách theo dõi.');
    watchlistName = list.name;
  }
  const now = new Date();
  // The baseline, taken before the one insert: an alert created while its condition already holds
  // fires only after a new crossing (the id is not needed: a baseline never fires).
  const state = await baselineState(
    db,
    {
      id: 0,
      ticker: body.ticker ?? null,
      watchlistId: body.watchlistId ?? null,
      condition: body.condition,
      cooldownMinutes: body.cooldownMinutes,
    },
    now,
  );
  // The limit again under the account's row lock: two creates at once cannot both pass it.
  const row = await db.transaction(async (tx) => {
    await lockAccount(tx, user.id);
    assertBelowLimit(user, 'alerts', await countActiveAlerts(tx, user.id));
    return insertAlert(tx, {
      userId: user.id,
      ticker: body.ticker ?? null,
      watchlistId: body.watchlistId ?? null,
      condition: body.condition,
      notifyEmail: body.notifyEmail,
      cooldownMinutes: body.cooldownMinutes,
      state,
      lastEvaluatedAt: now,
    });
  });
  return toAlertItem({ ...row, watchlistName });
}

export async function changeAlert(
  db: Database,
  user: AuthUser,
  id: number,
  body: AlertUpdateBody,
): Promise<AlertItem> {
  const current = await findAlert(db, user.id, id);
  if (!current) throw alertNotFound();
  if (body.notifyEmail && !investorLimitsOf(user).emailAlerts) {
    throw new AppError('FORBIDDEN', 'Gói hiện tại của bạn không gửi cảnh báo qua e-mail.');
  }
  const values: Parameters<typeof updateAlert>[3] = {};
  if (body.notifyEmail !== undefined) values.notifyEmail = body.notifyEmail;
  if (body.cooldownMinutes !== undefined) values.cooldownMinutes = body.cooldownMinutes;
  if (body.active !== undefined && body.active !== current.active) {
    values.active = body.active;
    if (body.active) {
      assertBelowLimit(user, 'alerts', await countActiveAlerts(db, user.id));
      // Resumed: what happened while paused does not fire; a new baseline is taken now.
      values.state = await baselineState(
        db,
        { ...current, condition: current.condition as AlertCondition },
        new Date(),
      );
    }
  }
  // A resume counts against the limit again under the account's row lock, as a create does, so two
  // resumes (or a resume and a create) at once cannot both pass it.
  const changed =
    values.active === true
      ? await db.transaction(async (tx) => {
          await lockAccount(tx, user.id);
          assertBelowLimit(user, 'alerts', await countActiveAlerts(tx, user.id));
          return updateAlert(tx, user.id, id, values);
        })
      : await updateAlert(db, user.id, id, values);
  if (!changed) throw alertNotFound();
  const updated = await findAlert(db, user.id, id);
  if (!updated) throw alertNotFound();
  return toAlertItem(updated);
}

export async function removeAlert(db: Database, user: AuthUser, id: number): Promise<{ id: number }> {
  if (!(await deleteAlert(db, user.id, id))) throw alertNotFound();
  return { id };
}
