/**
 * Which of the generated cases the sweep sends: every case of every route, method and role, less the
 * ones another case already proves, by the order defineRoute (src/server/http/handler.ts) runs:
 * method, authentication, guards, then the zod schemas, then the handler with `user` and the parsed
 * input. Nothing is sampled: the same cases run every time.
 *
 * - A guest on a method that needs a signed-in caller (auth required or admin) is refused 401 before
 *   the query or the body is read: whatever they hold, the answer is the same. Three cases stay (the
 *   valid request, an unknown parameter, a broken body), and each must be exactly 401.
 * - A value a schema refuses is refused the same way whoever sends it (the schema does not know the
 *   caller): sent once, by the administrator, who passes authentication on every method and so
 *   reaches the schemas everywhere.
 * - On a method with auth 'none' the handler is given no user whoever calls (no token is read): the
 *   administrator's accepted cases repeat the guest's, and only the guest's are sent.
 */
import { casesOf, ROLES, type Case, type RouteMethod } from './cases';

/** The guest's cases kept on methods that need a signed-in caller (see above). */
const UNREAD_LABELS = new Set(['valid', 'unknown-parameter', 'body=truncated-json-text']);

export interface Plan {
  cases: Case[];
  /** Every case the generator makes (before the reductions above). */
  generated: number;
  /** How many each reduction left out. */
  left: { unreadByGuest: number; refusedForAnyone: number; noUserForAnyone: number };
}

export function planCases(entries: readonly RouteMethod[]): Plan {
  const plan: Plan = {
    cases: [],
    generated: 0,
    left: { unreadByGuest: 0, refusedForAnyone: 0, noUserForAnyone: 0 },
  };
  for (const entry of entries) {
    const { auth } = entry.inputs;
    for (const role of ROLES) {
      for (const testCase of casesOf(entry, role)) {
        plan.generated += 1;
        if (role === 'anonymous' && (auth === 'required' || auth === 'admin')) {
          if (UNREAD_LABELS.has(testCase.label)) plan.cases.push({ ...testCase, expect: 'unauthorized' });
          else plan.left.unreadByGuest += 1;
        } else if (role === 'anonymous' && testCase.expect === 'refused') {
          plan.left.refusedForAnyone += 1;
        } else if (role === 'admin' && auth === 'none' && testCase.expect !== 'refused') {
          plan.left.noUserForAnyone += 1;
        } else {
          plan.cases.push(testCase);
        }
      }
    }
  }
  return plan;
}
