/** The browser half of access control (docs/ACCESS.md). */
export { LimitedNotice } from './LimitedNotice';
export { LockedSection, type LockedSectionProps } from './LockedSection';
export { PlanOfferLink } from './PlanOfferLink';
export { selectAccessRole, selectSettledRole, useAccess, type UseAccess } from './useAccess';
export { useResetApiOnRoleChange } from './useResetApiOnRoleChange';
export { useStaleAccessRefetch } from './useStaleAccessRefetch';
