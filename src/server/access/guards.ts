import type { PermissionCode } from '@/common/constants/permissions';
import type { Guard } from '../http/handler';
import { assertAccess } from './accessContext';
import { DATA_ENDPOINT_ACCESS, type DataEndpointPath, type EndpointRule } from './endpoints';

/**
 * A defineRoute guard: 403 PLAN_REQUIRED (extra: code, requiredPlan) when the caller's role has no
 * access to the code at all. Limited access passes; the handler clamps its answer (limitOf).
 */
export function requireAccess(code: PermissionCode): Guard {
  return ({ user }) => {
    assertAccess(user, code);
  };
}

/**
 * The guard of a route as the endpoint table (endpoints.ts) says, so the route and the table cannot
 * disagree: `guards: [routeGuard('/api/macro/ticket/commercial-bank')]`. Only for rules with one code
 * for the whole route (gate, periods, items).
 */
export function routeGuard(path: DataEndpointPath): Guard {
  const rule: EndpointRule = DATA_ENDPOINT_ACCESS[path];
  if (rule.kind !== 'gate' && rule.kind !== 'periods' && rule.kind !== 'items') {
    throw new Error(`${path}: its rule (${rule.kind}) has no single code to guard`);
  }
  return requireAccess(rule.code);
}
