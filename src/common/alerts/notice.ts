import { companyPath, type CompanyScreen } from '../companyPaths';
import { describeCondition, type AlertCondition } from './conditions';
import { describeValue } from './observe';

/** What a firing tells the account (the notification's title, text and link; the e-mail's too). */
export interface AlertNotice {
  title: string;
  body: string;
  link: string;
}

export interface NoticeFacts {
  /** The session the figure belongs to. */
  date: string | null;
  /** The compared figure (stepAlert's observation value). */
  value: number | null;
  /** Corporate events: the newest event. */
  event?: { title: string; eventDate: string } | null;
}

/** The company screen a notice opens (the overview unless named). */
const SCREEN_OF: Partial<Record<AlertCondition['kind'], CompanyScreen>> = {
  corporate_event: 'events',
  ratio: 'finance/numeral',
};

function sentence(text: string): string {
  return text.length === 0 ? text : `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

/**
 * "HPG vượt lên trên 30,000" / "Giá 30,500, phiên 2026-11-27." and the company's page. One ticker
 * per notice: a watchlist alert names the ticker that crossed.
 */
export function alertNotice(ticker: string, condition: AlertCondition, facts: NoticeFacts): AlertNotice {
  const title = describeCondition(ticker, condition);
  let body: string;
  if (condition.kind === 'corporate_event') {
    body = facts.event
      ? `Sự kiện mới của ${ticker}: ${facts.event.title} (ngày ${facts.event.eventDate}).`
      : `${ticker} có sự kiện doanh nghiệp mới.`;
  } else {
    const value = describeValue(condition, facts.value);
    const parts = [value ? sentence(value) : null, facts.date ? `phiên ${facts.date}` : null].filter(Boolean);
    body = parts.length > 0 ? `${parts.join(', ')}.` : 'Điều kiện vừa thỏa mãn.';
  }
  return { title, body, link: companyPath(ticker, SCREEN_OF[condition.kind] ?? undefined) };
}
