import { DEFAULT_ENVELOPE_KEY } from '@/common/envelopeFormat';
import { LOCAL_DEFAULTS, type ServerEnv } from '../env';
import { GATEWAY_OF } from '../modules/payments/config';
import { SANDBOX_MOMO_PARTNER_CODE, SANDBOX_VNPAY_TMN_CODE } from '../modules/payments/sandboxKeys';

/**
 * What a production server refuses to start with (docs/SECURITY.md "Production settings"). The check
 * runs in src/server/main.ts before Next is prepared or a port is opened. Problems name variables,
 * never their values.
 *
 * Two kinds:
 * - always refused: a gateway this server offers with a missing, published or too short key, or a
 *   non-https endpoint; a sandbox beside real gateway settings. A forged IPN signed with a known key
 *   would grant plans.
 * - refused unless DEMO_MODE=on (then logged as a warning): the sandboxes, the outbox page, mail that
 *   is never sent, local or plain-http URLs, the placeholder bank account, the default envelope key.
 *   They only make sense for a demonstration (`npm run demo`, the browser tests, the benchmarks).
 */

export interface ConfigProblem {
  name: string;
  reason: string;
}

export interface ProductionCheck {
  /** The server must not start. */
  refused: ConfigProblem[];
  /** Allowed because DEMO_MODE=on; logged as a warning. */
  warnings: ConfigProblem[];
}

/** Values this repository has published as defaults at some point (.env.example, env.ts). */
const PUBLISHED_VALUES = new Set([
  'VNFINLOCAL',
  'local-momo-access-key',
  'local-momo-secret-key-change-me',
  'VNFINLOC',
  'local-vnpay-hash-secret-change-me',
  SANDBOX_MOMO_PARTNER_CODE,
  SANDBOX_VNPAY_TMN_CODE,
]);

/** MoMo and VNPay issue 32-character secrets; anything much shorter was typed by hand. */
const MIN_SECRET_LENGTH = 16;

/** The gateways' own test environments: no real money moves, so only a demo may use them. */
const GATEWAY_TEST_HOSTS = new Set(['test-payment.momo.vn', 'sandbox.vnpayment.vn']);

interface GatewaySettings {
  endpoint: [name: string, value: string | undefined];
  codes: [name: string, value: string | undefined][];
  secrets: [name: string, value: string | undefined][];
}

function gatewaySettings(env: ServerEnv): Record<'MOMO' | 'VNPAY', GatewaySettings> {
  return {
    MOMO: {
      endpoint: ['MOMO_ENDPOINT', env.MOMO_ENDPOINT],
      codes: [['MOMO_PARTNER_CODE', env.MOMO_PARTNER_CODE]],
      secrets: [
        ['MOMO_ACCESS_KEY', env.MOMO_ACCESS_KEY],
        ['MOMO_SECRET_KEY', env.MOMO_SECRET_KEY],
      ],
    },
    VNPAY: {
      endpoint: ['VNPAY_PAY_URL', env.VNPAY_PAY_URL],
      codes: [['VNPAY_TMN_CODE', env.VNPAY_TMN_CODE]],
      secrets: [['VNPAY_HASH_SECRET', env.VNPAY_HASH_SECRET]],
    },
  };
}

function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '0.0.0.0' ||
    /^127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/** Why a public URL of the site is not fit for production, or null. */
function publicUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a URL';
  }
  if (isLocalHost(url.hostname)) return 'a local address';
  if (url.protocol !== 'https:') return 'not https';
  return null;
}

function keyProblem(value: string | undefined, secret: boolean): string | null {
  if (!value) return 'missing';
  if (PUBLISHED_VALUES.has(value)) return 'a value published in the repository';
  if (secret && value.length < MIN_SECRET_LENGTH)
    return `shorter than ${String(MIN_SECRET_LENGTH)} characters`;
  return null;
}

function checkGateways(env: ServerEnv, refused: ConfigProblem[], demo: ConfigProblem[]): void {
  const sandbox = env.PAYMENT_SANDBOX === 'on';
  const offered = (gateway: 'MOMO' | 'VNPAY') =>
    env.PAYMENT_METHODS.some((method) => GATEWAY_OF[method] === gateway);
  for (const [gateway, settings] of Object.entries(gatewaySettings(env)) as [
    'MOMO' | 'VNPAY',
    GatewaySettings,
  ][]) {
    const all = [settings.endpoint, ...settings.codes, ...settings.secrets];
    if (sandbox) {
      // The sandbox signs with keys of its own; real settings beside it mean a demo holding live keys.
      for (const [name, value] of all) {
        if (value) refused.push({ name, reason: 'set while PAYMENT_SANDBOX=on' });
      }
    }
    if (!offered(gateway)) continue;
    const [endpointName, endpoint] = settings.endpoint;
    if (!endpoint) {
      if (sandbox) continue; // played by the sandbox (allowed only in a demo, below)
      refused.push({ name: endpointName, reason: `missing, ${gateway} is in PAYMENT_METHODS` });
    } else {
      const url = new URL(endpoint);
      if (url.protocol !== 'https:') refused.push({ name: endpointName, reason: 'not https' });
      else if (GATEWAY_TEST_HOSTS.has(url.hostname)) {
        demo.push({ name: endpointName, reason: "the gateway's test environment" });
      }
    }
    for (const [name, value] of settings.codes) {
      const problem = keyProblem(value, false);
      if (problem) refused.push({ name, reason: problem });
    }
    for (const [name, value] of settings.secrets) {
      const problem = keyProblem(value, true);
      if (problem) refused.push({ name, reason: problem });
    }
  }
  if (sandbox) demo.push({ name: 'PAYMENT_SANDBOX', reason: 'on, the local sandboxes take no money' });
}

function checkLocalValues(env: ServerEnv, demo: ConfigProblem[]): void {
  if (env.PAYMENT_METHODS.includes('BANK')) {
    if (/^0+$/.test(env.BANK_ACCOUNT_NUMBER)) {
      demo.push({ name: 'BANK_ACCOUNT_NUMBER', reason: 'the placeholder account' });
    }
    if (env.BANK_ACCOUNT_NAME === LOCAL_DEFAULTS.BANK_ACCOUNT_NAME) {
      demo.push({ name: 'BANK_ACCOUNT_NAME', reason: 'the placeholder account name' });
    }
  }
  // The site's public address (SITE_URL, else the older NEXT_PUBLIC_SITE_URL): canonical links,
  // sitemaps, every e-mail link and the fallback of payment returns (config/publicUrl.ts).
  const siteName = env.SITE_URL ? 'SITE_URL' : 'NEXT_PUBLIC_SITE_URL';
  const siteValue = env.SITE_URL ?? env.NEXT_PUBLIC_SITE_URL;
  const siteProblem =
    siteValue === LOCAL_DEFAULTS.NEXT_PUBLIC_SITE_URL
      ? "not set, the local default: set it to the site's public https address (links in e-mails and payment returns use it)"
      : publicUrlProblem(siteValue);
  if (siteProblem) {
    demo.push({
      name: siteValue === LOCAL_DEFAULTS.NEXT_PUBLIC_SITE_URL ? 'SITE_URL' : siteName,
      reason: siteProblem,
    });
  }
  const baseProblem = env.PUBLIC_BASE_URL ? publicUrlProblem(env.PUBLIC_BASE_URL) : null;
  if (baseProblem) demo.push({ name: 'PUBLIC_BASE_URL', reason: baseProblem });
  if (env.NEXT_PUBLIC_HASHCODE_KEY === DEFAULT_ENVELOPE_KEY) {
    demo.push({ name: 'NEXT_PUBLIC_HASHCODE_KEY', reason: 'the repository default' });
  }
  if (env.MAIL_OUTBOX_PAGE === 'on') {
    demo.push({ name: 'MAIL_OUTBOX_PAGE', reason: 'on, it shows activation links and codes to anyone' });
  }
  // Without SMTP nobody receives an activation link or a reset code: accounts cannot be opened.
  if (!env.SMTP_URL) demo.push({ name: 'SMTP_URL', reason: 'missing, mails would never be sent' });
}

/** The problems of this environment; none outside NODE_ENV=production. */
export function checkProductionConfig(env: ServerEnv): ProductionCheck {
  if (env.NODE_ENV !== 'production') return { refused: [], warnings: [] };
  const refused: ConfigProblem[] = [];
  const demo: ConfigProblem[] = [];
  checkGateways(env, refused, demo);
  checkLocalValues(env, demo);
  if (env.DEMO_MODE === 'on') return { refused, warnings: demo };
  return { refused: [...refused, ...demo], warnings: [] };
}

/** "NAME (reason), NAME (reason)": names and reasons only, never a value. */
export function describeProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((problem) => `${problem.name} (${problem.reason})`).join(', ');
}

export interface StartupLog {
  fatal(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Logs the verdict and says whether the server may start: one fatal line naming every refused
 * variable, or one warning line naming what DEMO_MODE allows.
 */
export function mayStart(env: ServerEnv, log: StartupLog): boolean {
  const { refused, warnings } = checkProductionConfig(env);
  if (refused.length > 0) {
    log.fatal(
      { variables: refused.map((problem) => problem.name) },
      `refusing to start in production with unsafe or missing settings: ${describeProblems(refused)}. ` +
        'Set them (.env.example, README), or DEMO_MODE=on for a demonstration.',
    );
    return false;
  }
  if (warnings.length > 0) {
    log.warn(
      { variables: warnings.map((problem) => problem.name) },
      `DEMO_MODE=on, a demonstration and not a real service: ${describeProblems(warnings)}`,
    );
  }
  return true;
}
