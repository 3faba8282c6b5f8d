/** Access control of the API and the server-rendered pages (docs/ACCESS.md). */
export {
  accessContext,
  accessDenied,
  assertAccess,
  limitOf,
  roleOfUser,
  type AccessContext,
  type PlanRequiredExtra,
} from './accessContext';
export { DATA_ENDPOINT_ACCESS, type EndpointRule } from './endpoints';
export { requireAccess } from './guards';
export { viewerOf, type CookieRequest } from './viewer';
