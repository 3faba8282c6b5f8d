import { DEFAULT_ENVELOPE_KEY } from '@/common/envelopeFormat';
import { parseEnv } from '../../env';
import { checkProductionConfig, describeProblems, mayStart, type ConfigProblem } from '../production';

/** A production server configured as it should be: live gateways, SMTP, a public https origin. */
const SAFE: Record<string, string> = {
  NODE_ENV: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://vnfin.vn',
  PUBLIC_BASE_URL: 'https://vnfin.vn',
  NEXT_PUBLIC_HASHCODE_KEY: 'per-deployment-envelope-key-7f3a',
  SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
  MOMO_ENDPOINT: 'https://payment.momo.vn',
  MOMO_PARTNER_CODE: 'MOMOVNFIN2025',
  MOMO_ACCESS_KEY: 'aK3hG8sLq2ZmR7pX',
  MOMO_SECRET_KEY: 'Sx9Lr4TqW2mN8vB5kJ7hF3dG6cY1zA0e',
  VNPAY_PAY_URL: 'https://pay.vnpay.vn/vpcpay.html',
  VNPAY_TMN_CODE: 'VNFIN001',
  VNPAY_HASH_SECRET: 'Hq7Wm2Xc9Lp4Zt8Rb3Nv6Ks1Jd5Fg0Ya',
  BANK_ACCOUNT_NUMBER: '19036789012345',
  BANK_ACCOUNT_NAME: 'CONG TY CO PHAN VNFIN',
};

function check(changes: Record<string, string | undefined> = {}) {
  return checkProductionConfig(parseEnv({ ...SAFE, ...changes }));
}

const names = (problems: ConfigProblem[]) => problems.map((problem) => problem.name);

describe('production settings check', () => {
  it('lets a fully configured production server start', () => {
    expect(check()).toEqual({ refused: [], warnings: [] });
  });

  it('refuses the repository defaults, naming every variable', () => {
    const result = checkProductionConfig(parseEnv({ NODE_ENV: 'production' }));
    expect(names(result.refused)).toEqual([
      'MOMO_ENDPOINT',
      'MOMO_PARTNER_CODE',
      'MOMO_ACCESS_KEY',
      'MOMO_SECRET_KEY',
      'VNPAY_PAY_URL',
      'VNPAY_TMN_CODE',
      'VNPAY_HASH_SECRET',
      'BANK_ACCOUNT_NUMBER',
      'BANK_ACCOUNT_NAME',
      'SITE_URL',
      'NEXT_PUBLIC_HASHCODE_KEY',
      'SMTP_URL',
    ]);
  });

  it('says plainly that a production server without a public URL must be given one', () => {
    const result = check({ NEXT_PUBLIC_SITE_URL: undefined });
    expect(result.refused).toEqual([
      {
        name: 'SITE_URL',
        reason:
          "not set, the local default: set it to the site's public https address (links in e-mails and payment returns use it)",
      },
    ]);
  });

  it.each<[string, Record<string, string | undefined>, string]>([
    ['a missing MoMo secret', { MOMO_SECRET_KEY: undefined }, 'MOMO_SECRET_KEY'],
    ['the published MoMo secret', { MOMO_SECRET_KEY: 'local-momo-secret-key-change-me' }, 'MOMO_SECRET_KEY'],
    ['the published MoMo access key', { MOMO_ACCESS_KEY: 'local-momo-access-key' }, 'MOMO_ACCESS_KEY'],
    ['the published MoMo partner code', { MOMO_PARTNER_CODE: 'VNFINLOCAL' }, 'MOMO_PARTNER_CODE'],
    ['a short MoMo secret', { MOMO_SECRET_KEY: 'secret' }, 'MOMO_SECRET_KEY'],
    ['a plain-http MoMo endpoint', { MOMO_ENDPOINT: 'http://payment.momo.vn' }, 'MOMO_ENDPOINT'],
    ['MoMo offered without its endpoint', { MOMO_ENDPOINT: undefined }, 'MOMO_ENDPOINT'],
    ["MoMo's test environment", { MOMO_ENDPOINT: 'https://test-payment.momo.vn' }, 'MOMO_ENDPOINT'],
    ['a missing VNPay secret', { VNPAY_HASH_SECRET: undefined }, 'VNPAY_HASH_SECRET'],
    [
      'the published VNPay secret',
      { VNPAY_HASH_SECRET: 'local-vnpay-hash-secret-change-me' },
      'VNPAY_HASH_SECRET',
    ],
    ['the published VNPay terminal code', { VNPAY_TMN_CODE: 'VNFINLOC' }, 'VNPAY_TMN_CODE'],
    [
      "VNPay's test environment",
      { VNPAY_PAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' },
      'VNPAY_PAY_URL',
    ],
    ['the sandbox', { PAYMENT_SANDBOX: 'on', MOMO_ENDPOINT: undefined }, 'PAYMENT_SANDBOX'],
    ['the placeholder bank account', { BANK_ACCOUNT_NUMBER: '0000000000' }, 'BANK_ACCOUNT_NUMBER'],
    [
      'the placeholder bank account name',
      { BANK_ACCOUNT_NAME: 'CONG TY VNFIN (TAI KHOAN THU NGHIEM)' },
      'BANK_ACCOUNT_NAME',
    ],
    ['a localhost site URL', { NEXT_PUBLIC_SITE_URL: 'https://localhost:3000' }, 'NEXT_PUBLIC_SITE_URL'],
    ['a plain-http site URL', { NEXT_PUBLIC_SITE_URL: 'http://vnfin.vn' }, 'NEXT_PUBLIC_SITE_URL'],
    ['a plain-http SITE_URL (read before NEXT_PUBLIC_SITE_URL)', { SITE_URL: 'http://vnfin.vn' }, 'SITE_URL'],
    ['a loopback public base URL', { PUBLIC_BASE_URL: 'http://127.0.0.1:3100' }, 'PUBLIC_BASE_URL'],
    [
      'the default envelope key',
      { NEXT_PUBLIC_HASHCODE_KEY: DEFAULT_ENVELOPE_KEY },
      'NEXT_PUBLIC_HASHCODE_KEY',
    ],
    ['the outbox page', { MAIL_OUTBOX_PAGE: 'on' }, 'MAIL_OUTBOX_PAGE'],
    ['no SMTP server', { SMTP_URL: undefined }, 'SMTP_URL'],
  ])('refuses %s', (_scenario, changes, name) => {
    const result = check(changes);
    expect(names(result.refused)).toContain(name);
  });

  it('refuses a sandbox beside real gateway settings, even in a demo', () => {
    const result = check({ PAYMENT_SANDBOX: 'on', DEMO_MODE: 'on', VNPAY_PAY_URL: undefined });
    expect(names(result.refused)).toEqual(
      expect.arrayContaining([
        'MOMO_ENDPOINT',
        'MOMO_PARTNER_CODE',
        'MOMO_ACCESS_KEY',
        'MOMO_SECRET_KEY',
        'VNPAY_TMN_CODE',
        'VNPAY_HASH_SECRET',
      ]),
    );
  });

  it('refuses a published gateway secret even in a demo', () => {
    const result = check({ DEMO_MODE: 'on', MOMO_SECRET_KEY: 'local-momo-secret-key-change-me' });
    expect(names(result.refused)).toEqual(['MOMO_SECRET_KEY']);
  });

  it('lets a demo run on the sandboxes, the outbox and a local URL, as warnings', () => {
    const result = checkProductionConfig(
      parseEnv({
        NODE_ENV: 'production',
        DEMO_MODE: 'on',
        PAYMENT_SANDBOX: 'on',
        MAIL_OUTBOX_PAGE: 'on',
        PUBLIC_BASE_URL: 'http://127.0.0.1:3100',
      }),
    );
    expect(result.refused).toEqual([]);
    expect(names(result.warnings)).toEqual([
      'PAYMENT_SANDBOX',
      'BANK_ACCOUNT_NUMBER',
      'BANK_ACCOUNT_NAME',
      'SITE_URL',
      'PUBLIC_BASE_URL',
      'NEXT_PUBLIC_HASHCODE_KEY',
      'MAIL_OUTBOX_PAGE',
      'SMTP_URL',
    ]);
  });

  it('needs no gateway keys for methods that are not offered', () => {
    const result = check({
      PAYMENT_METHODS: 'BANK',
      MOMO_ENDPOINT: undefined,
      MOMO_PARTNER_CODE: undefined,
      MOMO_ACCESS_KEY: undefined,
      MOMO_SECRET_KEY: undefined,
      VNPAY_PAY_URL: undefined,
      VNPAY_TMN_CODE: undefined,
      VNPAY_HASH_SECRET: undefined,
    });
    expect(result).toEqual({ refused: [], warnings: [] });
    expect(names(check({ PAYMENT_METHODS: 'VISA', MOMO_SECRET_KEY: undefined }).refused)).toEqual([
      'MOMO_SECRET_KEY',
    ]);
  });

  it('checks nothing outside production', () => {
    expect(checkProductionConfig(parseEnv({ NODE_ENV: 'development' }))).toEqual({
      refused: [],
      warnings: [],
    });
  });

  it('logs one fatal line with the names and never a value', () => {
    const fatal = jest.fn();
    const warn = jest.fn();
    const secret = 'local-momo-secret-key-change-me';
    expect(
      mayStart(parseEnv({ ...SAFE, MOMO_SECRET_KEY: secret, SMTP_URL: undefined }), { fatal, warn }),
    ).toBe(false);
    expect(fatal).toHaveBeenCalledTimes(1);
    const [details, message] = fatal.mock.calls[0] as [{ variables: string[] }, string];
    expect(details.variables).toEqual(['MOMO_SECRET_KEY', 'SMTP_URL']);
    expect(message).toContain('MOMO_SECRET_KEY (a value published in the repository)');
    expect(message).toContain('SMTP_URL');
    expect(JSON.stringify(fatal.mock.calls)).not.toContain(secret);
    expect(describeProblems(check({ MOMO_SECRET_KEY: 'short' }).refused)).not.toContain('short"');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once for a demo and lets it start', () => {
    const fatal = jest.fn();
    const warn = jest.fn();
    expect(
      mayStart(parseEnv({ NODE_ENV: 'production', DEMO_MODE: 'on', PAYMENT_SANDBOX: 'on' }), { fatal, warn }),
    ).toBe(true);
    expect(fatal).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
