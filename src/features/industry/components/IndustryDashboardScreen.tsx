import { ArrowLeftOutlined } from '@ant-design/icons';
import { Empty, Flex, Typography } from 'antd';
import Head from 'next/head';
import Link from 'next/link';
import { useMemo } from 'react';
import type { IndustryDashboardResponse } from '@/common/contracts/industry';
import {
  INDUSTRY_ROUTES,
  industryLabel,
  industryPermission,
  type DeepDataIndustry,
} from '@/common/industry/industries';
import { queryStatus } from '@/components/QueryStatus';
import { LockedSection } from '@/features/access';
import { dashboardSections } from '../dashboard';
import { useGetIndustryDashboardQuery } from '../industryApi';
import { dataUntilText, permissionOf } from '../industryFormat';
import { BankRatioChart } from './BankRatioChart';
import { CompaniesTable } from './CompaniesTable';
import { DashboardSections, LockedIndicatorList } from './DashboardSections';

export function dashboardHeading(industry: DeepDataIndustry): string {
  return `Dữ liệu ngành ${industryLabel(industry)}`;
}

function DashboardBody({ industry, data }: { industry: DeepDataIndustry; data: IndustryDashboardResponse }) {
  const sections = useMemo(() => dashboardSections(data), [data]);
  const summary = data.industry;
  const until = dataUntilText(summary.latestPeriod);
  let content;
  if (summary.locked) {
    content = (
      <>
        <LockedSection
          code={permissionOf(summary.permission, industryPermission(industry))}
          requiredPlan={summary.requiredPlan}
        />
        <LockedIndicatorList sections={sections} />
      </>
    );
  } else if (sections.length === 0) {
    content = <Empty description="Ngành chưa có chỉ tiêu" />;
  } else {
    content = (
      <>
        <DashboardSections sections={sections} />
        {industry === 'BANK' && <BankRatioChart />}
        <CompaniesTable industry={industry} />
      </>
    );
  }
  return (
    <Flex vertical gap="large">
      <div>
        {summary.description && (
          <Typography.Paragraph style={{ marginBottom: 4 }}>{summary.description}</Typography.Paragraph>
        )}
        {until && <Typography.Text type="secondary">{until}</Typography.Text>}
      </div>
      {content}
    </Flex>
  );
}

/** /industry/<slug>: an industry's indicators by section, its companies compared (and banks' ratios). */
export function IndustryDashboardScreen({ industry }: { industry: DeepDataIndustry }) {
  const query = useGetIndustryDashboardQuery(industry);
  const heading = dashboardHeading(industry);
  const status = queryStatus(query, 'Không tải được dữ liệu ngành');
  return (
    <>
      <Head>
        <title>{`${heading} | VnFin`}</title>
      </Head>
      <Link href={INDUSTRY_ROUTES.index}>
        <ArrowLeftOutlined aria-hidden /> Tất cả các ngành
      </Link>
      <Typography.Title level={1} style={{ marginTop: 8 }}>
        {heading}
      </Typography.Title>
      {status ?? (query.data && <DashboardBody industry={industry} data={query.data} />)}
    </>
  );
}
