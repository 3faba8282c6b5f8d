import { Empty, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentKind } from '@/common/contracts/adminMessages';
import type { DocumentItem } from '@/common/contracts/companyPages';
import { LockedSection, useAccess } from '@/features/access';
import { DOCUMENTS_PAGE_SIZE, useGetCompanyDocumentsQuery } from '../newsApi';
import { isRefused } from '../refused';
import { DOCUMENT_COLUMNS } from './documentColumns';
import { RetryAlert } from '@/components/RetryAlert';

const ALL_KINDS = 'all';
const KIND_OPTIONS = [
  { value: ALL_KINDS, label: 'Tất cả loại' },
  ...DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_KIND_LABELS[kind] })),
];

/**
 * The ticker's documents (annual reports, statements, disclosures ...) by kind, a page at a time,
 * each opened in a new tab or downloaded. Members only: a guest sees the lock. Mount with key={ticker}.
 */
export function DocumentsTab({ ticker }: { ticker: string }) {
  const access = useAccess('DOCUMENT_ALL');
  const [kind, setKind] = useState<DocumentKind | typeof ALL_KINDS>(ALL_KINDS);
  const [page, setPage] = useState(1);
  const closed = access.settled && access.level === 'none';
  const query = useGetCompanyDocumentsQuery(
    {
      ticker,
      kind: kind === ALL_KINDS ? undefined : kind,
      page,
      pageSize: DOCUMENTS_PAGE_SIZE,
    },
    { skip: closed },
  );

  if (closed || isRefused(query.error)) {
    return <LockedSection code="DOCUMENT_ALL" title="Tài liệu doanh nghiệp" framed={false} />;
  }
  if (query.isError) {
    return (
      <RetryAlert
        title="Không tải được tài liệu."
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const data = query.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Select
        aria-label="Loại tài liệu"
        value={kind}
        options={KIND_OPTIONS}
        onChange={(next) => {
          setKind(next);
          setPage(1);
        }}
        style={{ width: 220 }}
      />
      <div data-testid="documents-list">
        <Table<DocumentItem>
          size="small"
          rowKey="id"
          columns={DOCUMENT_COLUMNS}
          dataSource={data?.items ?? []}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: query.isFetching ? ' ' : <Empty description="Chưa có tài liệu phù hợp" />,
          }}
          pagination={{
            current: page,
            pageSize: DOCUMENTS_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      </div>
    </Space>
  );
}
