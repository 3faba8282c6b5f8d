import { Card, Descriptions, Empty, Typography } from 'antd';
import { useAppSelector } from '@/application/hooks';
import type { CorpProfile } from '@/common/contracts/enterprise';
import { formatByUnit, formatDate, formatNumber, MISSING_VALUE } from '@/common/format';
import { useGetCorpProfileQuery } from '@/features/enterprise/enterpriseApi';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { queryStatus } from '@/components/QueryStatus';

/** A website as a link; addresses without a scheme get https://. */
function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function profileItems(profile: CorpProfile) {
  return [
    { key: 'name', label: 'Tên công ty', children: profile.nameVi },
    { key: 'exchange', label: 'Sàn niêm yết', children: profile.exchange ?? MISSING_VALUE },
    { key: 'listing', label: 'Ngày niêm yết', children: formatDate(profile.listingDate) },
    { key: 'founded', label: 'Ngày thành lập', children: formatDate(profile.foundedDate) },
    {
      key: 'capital',
      label: 'Vốn điều lệ',
      children:
        profile.charterCapital === null
          ? MISSING_VALUE
          : `${formatByUnit(profile.charterCapital, 'billion')} tỷ đồng`,
    },
    { key: 'industry', label: 'Ngành', children: profile.industryName ?? MISSING_VALUE },
    {
      key: 'website',
      label: 'Website',
      children: profile.website ? (
        <Typography.Link href={websiteHref(profile.website)} target="_blank" rel="noopener noreferrer">
          {profile.website}
        </Typography.Link>
      ) : (
        MISSING_VALUE
      ),
    },
    { key: 'shares', label: 'Cổ phiếu lưu hành', children: formatNumber(profile.sharesOutstanding, 0) },
    { key: 'address', label: 'Địa chỉ', children: profile.address ?? MISSING_VALUE },
  ];
}

/** The company profile from the corp-profile answer the header already holds. */
export function CompanyProfileCard() {
  const ticker = useAppSelector(selectTicker);
  const query = useGetCorpProfileQuery(ticker);
  const { data: profile } = query;

  const status = queryStatus(query, 'Không tải được hồ sơ doanh nghiệp.', 4);
  let body;
  if (status !== null || !profile) {
    body = status;
  } else {
    body = (
      <>
        {profile.profile ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{profile.profile}</Typography.Paragraph>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có giới thiệu doanh nghiệp" />
        )}
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={profileItems(profile)} />
      </>
    );
  }

  return (
    <Card title="Hồ sơ doanh nghiệp" data-testid="overview-profile">
      {body}
    </Card>
  );
}
