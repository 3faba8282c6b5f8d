/**
 * Where to go after signing in: a `?next=` target only when it is a path of this site (never another
 * origin: no open redirect). A module of its own, light enough for the header of every page.
 */
export function safeNextPath(next: unknown): string | undefined {
  const value = Array.isArray(next) ? (next as unknown[])[0] : next;
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes let some browsers read a path as another host.
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 32 || code === 92) return undefined;
  }
  return value;
}
