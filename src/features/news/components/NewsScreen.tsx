import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '@/application/hooks';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { DocumentsTab } from './DocumentsTab';
import { NewsTab } from './NewsTab';

type NewsTabKey = 'news' | 'documents';

/** /enterprise/news: the company's news and its documents, in two tabs. */
export function NewsScreen() {
  const ticker = useAppSelector(selectTicker);
  const [tab, setTab] = useState<NewsTabKey>('news');
  return (
    <Card title="Tin tức và tài liệu">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key === 'documents' ? 'documents' : 'news');
        }}
        items={[
          { key: 'news', label: 'Tin tức', children: <NewsTab key={ticker} ticker={ticker} /> },
          { key: 'documents', label: 'Tài liệu', children: <DocumentsTab key={ticker} ticker={ticker} /> },
        ]}
      />
    </Card>
  );
}
