import type { NewsItem } from '@/common/contracts/companyPages';
import { NewsEntry } from './NewsEntry';

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** News items as a list, newest first as the server sends them. */
export function NewsList({
  items,
  now,
  label,
  testId,
  showSummary = true,
  ownTicker,
}: {
  items: NewsItem[];
  now: Date;
  label: string;
  testId?: string;
  showSummary?: boolean;
  /** The screen's company: other items are tagged as industry news. */
  ownTicker?: string;
}) {
  return (
    <ul aria-label={label} data-testid={testId} style={LIST_STYLE}>
      {items.map((item) => (
        <li key={item.id}>
          <NewsEntry item={item} now={now} showSummary={showSummary} ownTicker={ownTicker} />
        </li>
      ))}
    </ul>
  );
}
