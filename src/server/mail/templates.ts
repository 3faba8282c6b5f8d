import { resolveSiteUrl } from '@/common/siteOrigin';
import { getEnv } from '../env';
import type { MailMessage } from './mailer';

const SITE_NAME = 'VnFin';

/** SITE_URL, else NEXT_PUBLIC_SITE_URL, at run time (src/common/siteOrigin.ts). */
function siteUrl(): string {
  const env = getEnv();
  return resolveSiteUrl({ SITE_URL: env.SITE_URL, NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL });
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain paragraphs -> the same text as simple HTML (every value escaped; `link` becomes an anchor). */
function toHtml(paragraphs: string[], link?: string): string {
  const body = paragraphs
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/\n/g, '<br>');
      if (link && paragraph === link) return `<p><a href="${escapeHtml(link)}">${escaped}</a></p>`;
      return `<p>${escaped}</p>`;
    })
    .join('\n');
  return `<!doctype html><html lang="vi"><body style="font-family:Arial,sans-serif;line-height:1.5">${body}</body></html>`;
}

function message(to: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  return { to, subject, text: paragraphs.join('\n\n'), html: toHtml(paragraphs, link) };
}

/**
 * "Xin chào <name>," only for a name the address's proven owner gave (an active account); mails to
 * an address nobody has proven yet greet without a name, since anyone may type anything (links,
 * offers) as the registrant's name and have it mailed to any address.
 */
function greeting(name: string | null): string {
  return name ? `Xin chào ${name},` : 'Xin chào,';
}

export function activationLink(token: string): string {
  return `${siteUrl()}/account/activate?token=${encodeURIComponent(token)}`;
}

/**
 * The link of one registration attempt (valid 24 hours). Sent to an address nobody has proven yet,
 * so nothing the registrant typed goes into it: a fixed greeting, no name.
 */
export function activationMail(to: string, token: string): MailMessage {
  const link = activationLink(token);
  return message(
    to,
    `Kích hoạt tài khoản ${SITE_NAME}`,
    [
      greeting(null),
      `Cảm ơn bạn đã đăng ký tài khoản ${SITE_NAME}. Vui lòng bấm vào liên kết dưới đây và nhập mật khẩu bạn đã đặt khi đăng ký để kích hoạt tài khoản. Liên kết có hiệu lực trong 24 giờ.`,
      link,
      'Nếu bạn không đăng ký tài khoản, vui lòng bỏ qua e-mail này: không ai kích hoạt được tài khoản bằng e-mail của bạn khi không có liên kết này.',
      `Trân trọng,\n${SITE_NAME}`,
    ],
    link,
  );
}

/** The six-digit code of the forgot-password wizard (valid 10 minutes); `name` null for an unproven account. */
export function resetOtpMail(to: string, name: string | null, otp: string): MailMessage {
  return message(to, `Mã OTP đặt lại mật khẩu ${SITE_NAME}`, [
    greeting(name),
    `Mã OTP để đặt lại mật khẩu tài khoản ${SITE_NAME} của bạn là: ${otp}`,
    'Mã có hiệu lực trong 10 phút. Không chia sẻ mã này với bất kỳ ai.',
    'Nếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua e-mail này; mật khẩu của bạn không thay đổi.',
    `Trân trọng,\n${SITE_NAME}`,
  ]);
}

/**
 * Sent instead of an activation link when someone registers with an e-mail that already has an
 * active account; the name is that account's own (its owner proved the address), never the new
 * registrant's.
 */
export function registerAttemptMail(to: string, name: string): MailMessage {
  const login = `${siteUrl()}/account/login`;
  return message(
    to,
    `Có người vừa đăng ký ${SITE_NAME} bằng e-mail của bạn`,
    [
      greeting(name),
      `Ai đó (có thể là bạn) vừa dùng địa chỉ e-mail này để đăng ký tài khoản ${SITE_NAME}, nhưng e-mail này đã có tài khoản. Nếu đó là bạn, hãy đăng nhập hoặc dùng chức năng "Quên mật khẩu" tại:`,
      login,
      'Nếu không phải bạn, hãy bỏ qua e-mail này; tài khoản của bạn không bị thay đổi.',
      `Trân trọng,\n${SITE_NAME}`,
    ],
    login,
  );
}

/**
 * The forgot-password answer for an address without an active account: the same steps as a real
 * code (one mail queued), so neither the answer nor its timing tells whether the account exists.
 */
export function resetNoAccountMail(to: string): MailMessage {
  const register = `${siteUrl()}/account/register`;
  return message(
    to,
    `Yêu cầu đặt lại mật khẩu ${SITE_NAME}`,
    [
      greeting(null),
      `Ai đó (có thể là bạn) vừa yêu cầu đặt lại mật khẩu ${SITE_NAME} cho địa chỉ e-mail này, nhưng địa chỉ này chưa có tài khoản đã kích hoạt. Nếu bạn đã đăng ký, hãy dùng liên kết trong e-mail kích hoạt; nếu chưa, bạn có thể đăng ký tại:`,
      register,
      'Nếu không phải bạn, hãy bỏ qua e-mail này.',
      `Trân trọng,\n${SITE_NAME}`,
    ],
    register,
  );
}
