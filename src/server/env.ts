import { z } from 'zod';
import { DEFAULT_HASHCODE_KEY } from '@/common/hashCodeFormat';

/**
 * Server environment, validated once. Every variable is documented in .env.example and the README.
 * NEXT_PUBLIC_* values are also inlined into the browser bundle at build time.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_BCRYPT_COST: z.coerce.number().int().min(10).max(15).default(10),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** With TRUST_PROXY: how many proxies in front of us append to X-Forwarded-For (src/server/auth/clientIp.ts). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('VNFin <no-reply@vnfin.local>'),
  MAIL_OUTBOX_PAGE: z.enum(['on', 'off']).default('off'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().min(1).default('accounts.google.com,https://accounts.google.com'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  NEXT_PUBLIC_FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Origin the outside world reaches this server at (payment return and IPN URLs). Default: NEXT_PUBLIC_SITE_URL. */
  PUBLIC_BASE_URL: z.url().optional(),
  PAYMENT_SANDBOX: z.enum(['on', 'off']).default('off'),
  MOMO_ENDPOINT: z.url().optional(),
  MOMO_PARTNER_CODE: z.string().min(1).default('VNFINLOCAL'),
  MOMO_ACCESS_KEY: z.string().min(1).default('local-momo-access-key'),
  MOMO_SECRET_KEY: z.string().min(1).default('local-momo-secret-key-change-me'),
  VNPAY_PAY_URL: z.url().optional(),
  VNPAY_TMN_CODE: z.string().min(1).default('VNFINLOC'),
  VNPAY_HASH_SECRET: z.string().min(1).default('local-vnpay-hash-secret-change-me'),
  BANK_NAME: z.string().min(1).default('Ngân hàng TMCP Kỹ Thương Việt Nam (Techcombank)'),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default('0000000000'),
  BANK_ACCOUNT_NAME: z.string().min(1).default('CONG TY VNFIN (TAI KHOAN THU NGHIEM)'),
  NEXT_PUBLIC_HASHCODE_KEY: z.string().min(16).default(DEFAULT_HASHCODE_KEY),
  API_RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

export function getEnv(): ServerEnv {
  if (!cached) {
    // Empty strings in .env files mean "not set".
    const raw = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
    const parsed = envSchema.safeParse(raw);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw new Error(`Invalid environment variables: ${fields}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change process.env between cases; this forgets the cached copy. */
export function resetEnvCache(): void {
  cached = undefined;
}
