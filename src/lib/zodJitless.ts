/**
 * zod 4 probes once, on its first parse, whether `new Function` works, to pick its faster parsers.
 * Our CSP has no 'unsafe-eval', so the browser blocks the probe and sends a CSP violation report to
 * /api/csp-report on every page view, though zod catches the refusal and falls back. zod keeps its
 * settings in `globalThis.__zod_globalConfig` (zod/v4/core/core.js: the object `z.config()` changes),
 * so turning `jitless` on there skips the probe without loading zod on every page. Imported first by
 * _app. Browser only: the server keeps the faster parsers.
 */
if (typeof window !== 'undefined') {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  // Mutated, not replaced: zod may already hold this very object.
  (holder.__zod_globalConfig ??= {}).jitless = true;
}

export {};
