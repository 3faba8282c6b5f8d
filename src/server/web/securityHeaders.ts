/**
 * Headers every answer carries. next.config.js sends them for what Next serves; the API lane of the
 * production server (apiLane.ts) sends them itself. A test keeps the two lists equal.
 */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];
