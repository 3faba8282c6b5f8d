/** Access control of the API and the server-rendered pages (docs/ACCESS.md). */
export {
  accessContext,
  accessDenied,
  assertAccess,
  limitOf,
  periodWindowFor,
  roleOfUser,
  type AccessContext,
  type PlanRequiredExtra,
} from './accessContext';
export {
  DATA_ENDPOINT_ACCESS,
  DATA_ROUTE_PREFIXES,
  type DataEndpointPath,
  type EndpointRule,
} from './endpoints';
export { requireAccess, routeGuard } from './guards';
export { viewerOf, type CookieRequest } from './viewer';
