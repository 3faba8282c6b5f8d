import type { NextApiResponse } from 'next';
import { getEnv } from '../env';
import { notFound } from '../core/errors';

/**
 * The local payment sandboxes (docs/PAYMENTS.md) play MoMo and VNPay for this merchant, with the
 * same keys, so the whole flow runs without the outside world. Served only with PAYMENT_SANDBOX=on
 * or outside production; otherwise their routes and pages answer 404.
 */
export function isSandboxEnabled(): boolean {
  const env = getEnv();
  return env.PAYMENT_SANDBOX === 'on' || env.NODE_ENV !== 'production';
}

export function requireSandbox(): void {
  if (!isSandboxEnabled()) throw notFound();
}

/** Gateways answer their own JSON (not our `{ data }` envelope). */
export function sendGatewayJson(res: NextApiResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** Appends query parameters to a URL that may already have some. */
export function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export const SANDBOX_MESSAGES = {
  tokenInvalid: 'Phiên thanh toán thử nghiệm không hợp lệ hoặc đã hết hạn.',
  vnpayInvalid: 'Yêu cầu thanh toán VNPay không hợp lệ (sai chữ ký hoặc đã hết hạn).',
  foreignUrl: 'Địa chỉ nhận kết quả và địa chỉ quay về phải thuộc chính trang web này.',
} as const;
