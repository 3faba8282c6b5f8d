import { Tabs, Typography } from 'antd';
import type { CompanyDirectory, DirectoryGroup } from '@/common/companyDirectory';
import { companyPath } from '@/common/companyPaths';

/** Tickers in columns as wide as a name needs; plain links, so crawlers and keyboards follow them. */
const LIST_STYLE = {
  columns: '18rem',
  columnGap: '2rem',
  listStyle: 'none',
  margin: '0 0 1.5rem',
  padding: 0,
};

function Groups({ groups, idPrefix }: { groups: readonly DirectoryGroup[]; idPrefix: string }) {
  return groups.map((group) => {
    const id = `${idPrefix}-${group.key || 'none'}`;
    return (
      <section key={id} aria-labelledby={id}>
        <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
          {group.label} ({group.companies.length})
        </Typography.Title>
        <ul style={LIST_STYLE}>
          {group.companies.map((company) => (
            <li key={company.ticker} style={{ breakInside: 'avoid', padding: '2px 0' }}>
              <a href={companyPath(company.ticker, 'overview')}>
                <strong>{company.ticker}</strong>
              </a>{' '}
              <Typography.Text>{company.name}</Typography.Text>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/**
 * The company directory (/doanh-nghiep): every company by exchange and by ICB industry, each a link
 * to its overview. Both tabs are in the server HTML (forceRender), so every company page is one link
 * from here whichever tab a reader opens.
 */
export function CompanyDirectoryScreen({ directory }: { directory: CompanyDirectory }) {
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Danh bạ doanh nghiệp
      </Typography.Title>
      <Typography.Paragraph>
        {directory.total} doanh nghiệp niêm yết và đăng ký giao dịch, theo sàn và theo ngành (phân ngành ICB).
        Chọn một mã để xem tổng quan, báo cáo tài chính, chỉ số và biểu đồ của doanh nghiệp.
      </Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'exchange',
            label: 'Theo sàn',
            forceRender: true,
            children: <Groups groups={directory.byExchange} idPrefix="exchange" />,
          },
          {
            key: 'industry',
            label: 'Theo ngành',
            forceRender: true,
            children: <Groups groups={directory.byIndustry} idPrefix="industry" />,
          },
        ]}
      />
    </>
  );
}
