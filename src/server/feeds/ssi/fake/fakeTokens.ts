/**
 * The fake feed's access tokens: JWT-shaped (header.payload.signature, base64url) with an exp claim,
 * so clients read their lifetime as they would a real one. Not signed for real: only this fake
 * checks them, by lookup.
 */
import { randomBytes } from 'node:crypto';

export type TokenCheck = 'ok' | 'missing' | 'unknown' | 'expired';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export class FakeTokens {
  private readonly issued = new Map<string, number>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  issue(subject: string): string {
    const issuedAt = Math.floor(this.clock() / 1000);
    const expiresAt = issuedAt + Math.floor(this.lifetimeMs / 1000);
    const token = [
      encode({ alg: 'HS256', typ: 'JWT' }),
      encode({ sub: subject, iat: issuedAt, exp: expiresAt, jti: randomBytes(8).toString('hex') }),
      randomBytes(24).toString('base64url'),
    ].join('.');
    this.issued.set(token, expiresAt * 1000);
    return token;
  }

  check(authorization: string | undefined): TokenCheck {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) return 'missing';
    const expiresAt = this.issued.get(match[1] ?? '');
    if (expiresAt === undefined) return 'unknown';
    return this.clock() >= expiresAt ? 'expired' : 'ok';
  }

  /** Every token issued so far stops working (as after a revocation on SSI's side). */
  expireAll(): void {
    this.issued.clear();
  }
}
