import { companyPath, specPathOfScreen } from '@/common/companyPaths';

/**
 * An article body is plain text: paragraphs are separated by blank lines, and single line breaks
 * inside a paragraph are kept. Never rendered as HTML.
 */
export function bodyParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * A link target fit for an href: an http(s) address or a path of this site. Anything else
 * (javascript:, data:, protocol-relative //host) gives null, so no link is drawn.
 */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)[^\s]*$/.test(trimmed)) return trimmed;
  return null;
}

/** The company's news page; without a ticker the specification route (the remembered company's). */
export function companyNewsHref(ticker: string | null): string {
  return ticker ? companyPath(ticker, 'news') : specPathOfScreen('news');
}
