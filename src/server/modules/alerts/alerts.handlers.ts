import { alertCreateBody, alertIdQuery, alertUpdateBody } from '@/common/contracts/alerts';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { changeAlert, createAlert, getAlerts, removeAlert } from './alerts.service';

/** /api/alerts: the account's alerts (answers `{ data }`, never cached). */
export const alertsRoute = defineRoute({
  GET: method({
    auth: 'required',
    handler: ({ user }) => getAlerts(getDb(), user),
  }),
  POST: method({
    auth: 'required',
    body: alertCreateBody,
    status: 201,
    handler: ({ user, body }) => createAlert(getDb(), user, body),
  }),
});

/** /api/alerts/{id}: pause or resume, e-mail, cooldown (PATCH); delete. */
export const alertRoute = defineRoute({
  PATCH: method({
    auth: 'required',
    query: alertIdQuery,
    body: alertUpdateBody,
    handler: ({ user, query, body }) => changeAlert(getDb(), user, query.id, body),
  }),
  DELETE: method({
    auth: 'required',
    query: alertIdQuery,
    handler: ({ user, query }) => removeAlert(getDb(), user, query.id),
  }),
});
