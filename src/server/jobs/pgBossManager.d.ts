/** pg-boss's internal Manager class (no types of its own), for outcomeGuard.ts. */
declare module 'pg-boss/src/manager' {
  const Manager: { prototype: Record<string, unknown> };
  export default Manager;
}
