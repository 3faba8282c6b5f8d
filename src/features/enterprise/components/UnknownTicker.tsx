import { SearchOutlined } from '@ant-design/icons';
import { Input, Spin, Typography } from 'antd';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { companyPath, type CompanyScreen } from '@/common/companyPaths';
import { useCorpSearchQuery } from '../enterpriseApi';
import { TICKER_SEARCH_PLACEHOLDER } from '../tickerSearch';

const DEBOUNCE_MS = 300;
const MAX_SUGGESTIONS = 8;

/**
 * The body of the 404 of a company page whose ticker does not exist: says so and searches the
 * tickers and company names inline (the same server search as the header's), each match a link to
 * the same screen for that company.
 */
export function UnknownTicker({ screen, ticker }: { screen: CompanyScreen; ticker: string }) {
  const [text, setText] = useState(ticker);
  const [query, setQuery] = useState(ticker);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);
  const { data, isFetching } = useCorpSearchQuery(query, { skip: query === '' });
  const matches = (data ?? []).slice(0, MAX_SUGGESTIONS);

  return (
    <div style={{ maxWidth: 480, margin: '0 auto', textAlign: 'left' }}>
      <Typography.Paragraph>
        Không có công ty nào mang mã <Typography.Text strong>{ticker}</Typography.Text>. Tìm mã hoặc tên công
        ty:
      </Typography.Paragraph>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={TICKER_SEARCH_PLACEHOLDER}
        aria-label="Tìm công ty theo mã hoặc tên"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <div aria-live="polite" style={{ marginTop: 8 }}>
        {isFetching ? (
          <Spin size="small" />
        ) : matches.length === 0 ? (
          <Typography.Text type="secondary">
            {query ? `Không tìm thấy công ty nào khớp "${query}".` : 'Gõ mã hoặc tên công ty.'}
          </Typography.Text>
        ) : (
          <ul aria-label="Công ty tìm thấy" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {matches.map((item) => (
              <li key={item.ticker} style={{ padding: '4px 0' }}>
                <Link href={companyPath(item.ticker, screen)}>
                  <Typography.Text strong>{item.ticker}</Typography.Text> {item.nameVi}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
