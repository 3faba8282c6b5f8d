import { z } from 'zod';
import { PAYMENT_METHODS } from '@/common/constants/plans';
import { DEFAULT_ENVELOPE_KEY } from '@/common/envelopeFormat';

/** Defaults that only make sense on a developer machine; a production server refuses them (config/production.ts). */
export const LOCAL_DEFAULTS = {
  BANK_ACCOUNT_NUMBER: '0000000000',
  BANK_ACCOUNT_NAME: 'CONG TY VNFIN (TAI KHOAN THU NGHIEM)',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
} as const;

/**
 * Server environment, validated once. Every variable is documented in .env.example and the README.
 * NEXT_PUBLIC_* values are also inlined into the browser bundle at build time.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request waits for a PostgreSQL connection before it answers 503 (ms). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** How long one PostgreSQL query may go unanswered before it fails as unavailable (ms; 0: no limit). */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_BCRYPT_COST: z.coerce.number().int().min(10).max(15).default(10),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** With TRUST_PROXY: how many proxies in front of us append to X-Forwarded-For (src/server/auth/clientIp.ts). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('VnFin <no-reply@vnfin.local>'),
  MAIL_OUTBOX_PAGE: z.enum(['on', 'off']).default('off'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().min(1).default('accounts.google.com,https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  NEXT_PUBLIC_FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Origin the outside world reaches this server at (payment return and IPN URLs). Default: the site URL. */
  PUBLIC_BASE_URL: z.url().optional(),
  /**
   * on: this production build is a demonstration (`npm run demo`, browser tests, benchmarks): the
   * sandboxes, the outbox page, local URLs and the demo bank account are allowed, with a warning
   * (src/server/config/production.ts).
   */
  DEMO_MODE: z.enum(['on', 'off']).default('off'),
  /** Methods offered at checkout, comma separated (MOMO, VISA, VNPAY, BANK); others are refused. */
  PAYMENT_METHODS: z
    .string()
    .default(PAYMENT_METHODS.join(','))
    .transform((list) =>
      [...new Set(list.split(',').map((name) => name.trim().toUpperCase()))].filter(Boolean),
    )
    .pipe(z.array(z.enum(PAYMENT_METHODS)).min(1)),
  PAYMENT_SANDBOX: z.enum(['on', 'off']).default('off'),
  // The real gateways' keys: no defaults. The local sandboxes sign with keys generated per database
  // (src/server/modules/payments/sandboxKeys.ts), never with these.
  MOMO_ENDPOINT: z.url().optional(),
  MOMO_PARTNER_CODE: z.string().min(1).optional(),
  MOMO_ACCESS_KEY: z.string().min(1).optional(),
  MOMO_SECRET_KEY: z.string().min(1).optional(),
  VNPAY_PAY_URL: z.url().optional(),
  VNPAY_TMN_CODE: z.string().min(1).optional(),
  VNPAY_HASH_SECRET: z.string().min(1).optional(),
  BANK_NAME: z.string().min(1).default('Ngân hàng TMCP Kỹ Thương Việt Nam (Techcombank)'),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default(LOCAL_DEFAULTS.BANK_ACCOUNT_NUMBER),
  BANK_ACCOUNT_NAME: z.string().min(1).default(LOCAL_DEFAULTS.BANK_ACCOUNT_NAME),
  NEXT_PUBLIC_HASHCODE_KEY: z.string().min(16).default(DEFAULT_ENVELOPE_KEY),
  API_RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * The site's public address, read at run time (src/common/siteOrigin.ts): canonical links, og:url,
   * robots.txt and sitemaps, e-mail links. Unset: NEXT_PUBLIC_SITE_URL, the older name.
   */
  SITE_URL: z.url().optional(),
  NEXT_PUBLIC_SITE_URL: z.url().default(LOCAL_DEFAULTS.NEXT_PUBLIC_SITE_URL),
  /**
   * SSI FastConnect Data v2 (docs/DATA.md "Market-data feed"). All three set: the daily sync and the
   * intraday refresh run on the job engine; unset: the demo generator stays the source.
   */
  SSI_FC_URL: z.url().optional(),
  SSI_FC_CONSUMER_ID: z.string().min(1).optional(),
  SSI_FC_CONSUMER_SECRET: z.string().min(1).optional(),
  /** Background jobs in this process (src/server/jobs): on by default in the production server. */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Statement files dropped here are imported by a job and moved to done/ or failed/ beside them. */
  IMPORT_INBOX_DIR: z.string().min(1).default('.data/inbox'),
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

/** Validates an environment (empty strings mean "not set"); throws naming the invalid variables. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid environment variables: ${fields}`);
  }
  return parsed.data;
}

export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env between cases; this forgets the cached copy. */
export function resetEnvCache(): void {
  cached = undefined;
}
