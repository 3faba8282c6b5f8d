/** A 403 (PLAN_REQUIRED) answer: the plan does not open the section; shown as a lock, not an error. */
export function isRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'forbidden';
}

/** A 404 answer (the article does not exist or was removed). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'notFound';
}
