import { getEnv } from '../env';
import type { MailMessage } from './mailer';

const SITE_NAME = 'VNFin';

function siteUrl(): string {
  return getEnv().NEXT_PUBLIC_SITE_URL.replace(/\/+$/, '');
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

export function activationLink(token: string): string {
  return `${siteUrl()}/account/activate?token=${encodeURIComponent(token)}`;
}

/** The link that activates a new account (valid 24 hours, once). */
export function activationMail(to: string, name: string, token: string): MailMessage {
  const link = activationLink(token);
  return message(
    to,
    `Kích hoạt tài khoản ${SITE_NAME}`,
    [
      `Xin chào ${name},`,
      `Cảm ơn bạn đã đăng ký tài khoản ${SITE_NAME}. Vui lòng bấm vào liên kết dưới đây để kích hoạt tài khoản. Liên kết có hiệu lực trong 24 giờ và chỉ dùng được một lần.`,
      link,
      'Nếu bạn không đăng ký tài khoản, vui lòng bỏ qua e-mail này.',
      `Trân trọng,\n${SITE_NAME}`,
    ],
    link,
  );
}

/** The six-digit code of the forgot-password wizard (valid 10 minutes). */
export function resetOtpMail(to: string, name: string, otp: string): MailMessage {
  return message(to, `Mã OTP đặt lại mật khẩu ${SITE_NAME}`, [
    `Xin chào ${name},`,
    `Mã OTP để đặt lại mật khẩu tài khoản ${SITE_NAME} của bạn là: ${otp}`,
    'Mã có hiệu lực trong 10 phút. Không chia sẻ mã này với bất kỳ ai.',
    'Nếu bạn không yêu cầu đặt lại mật khẩu, vui lòng bỏ qua e-mail này; mật khẩu của bạn không thay đổi.',
    `Trân trọng,\n${SITE_NAME}`,
  ]);
}

/** Sent instead of an activation link when someone registers with an e-mail that already has an account. */
export function registerAttemptMail(to: string, name: string): MailMessage {
  const login = `${siteUrl()}/account/login`;
  return message(
    to,
    `Có người vừa đăng ký ${SITE_NAME} bằng e-mail của bạn`,
    [
      `Xin chào ${name},`,
      `Ai đó (có thể là bạn) vừa dùng địa chỉ e-mail này để đăng ký tài khoản ${SITE_NAME}, nhưng e-mail này đã có tài khoản. Nếu đó là bạn, hãy đăng nhập hoặc dùng chức năng "Quên mật khẩu" tại:`,
      login,
      'Nếu không phải bạn, hãy bỏ qua e-mail này; tài khoản của bạn không bị thay đổi.',
      `Trân trọng,\n${SITE_NAME}`,
    ],
    login,
  );
}
