import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { SectionTitle } from '@/components/SectionTitle';
import { Alert, Button, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { COMPANY_TYPE_LABELS } from '@/common/constants/market';
import type { CorpProfile } from '@/common/contracts/enterprise';
import { formatByUnit, formatDate, formatNumber, formatSigned, MISSING_VALUE } from '@/common/format';
import { useGetCorpProfileQuery } from '../enterpriseApi';
import { DataFreshness } from './DataFreshness';
import { selectIsExpandHeader, selectTicker, toggleExpandHeader } from '../enterpriseSlice';

/** Up green, down red, unchanged amber (the spec's signal colours). */
export function priceChangeColor(change: number | null): string | undefined {
  if (change === null) return undefined;
  if (change > 0) return TECHNICAL_SIGNAL_COLORS.buy;
  if (change < 0) return TECHNICAL_SIGNAL_COLORS.sell;
  return TECHNICAL_SIGNAL_COLORS.neutral;
}

function PriceBlock({ profile }: { profile: CorpProfile }) {
  const { lastPrice, priceChange, priceChangePercent, priceDate } = profile;
  if (lastPrice === null) {
    return <Typography.Text type="secondary">Chưa có dữ liệu giá</Typography.Text>;
  }
  return (
    <Flex align="baseline" gap={8} wrap>
      <Typography.Text strong style={{ fontSize: 20 }} data-testid="corp-last-price">
        {formatNumber(lastPrice, 0)}
      </Typography.Text>
      {priceChange !== null && (
        <Typography.Text
          strong
          style={{ color: priceChangeColor(priceChange) }}
          data-testid="corp-price-change"
        >
          {formatSigned(priceChange, 0)}
          {priceChangePercent !== null && ` (${formatSigned(priceChangePercent, 2)}%)`}
        </Typography.Text>
      )}
      {priceDate && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Giá đóng cửa ngày {formatDate(priceDate)} (đồng/cổ phiếu)
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Level names from the top down, without the repeats ICB has (Ngân hàng / Ngân hàng ...). */
function industryTrail(profile: CorpProfile): string {
  const names = profile.industryPath.filter((name, index, all) => index === 0 || all[index - 1] !== name);
  return names.length > 0 ? names.join(' / ') : MISSING_VALUE;
}

function ProfileDetails({ profile }: { profile: CorpProfile }) {
  const items = [
    { key: 'nameEn', label: 'Tên tiếng Anh', children: profile.nameEn || MISSING_VALUE },
    { key: 'type', label: 'Loại hình', children: COMPANY_TYPE_LABELS[profile.companyType] },
    { key: 'industry', label: 'Ngành (ICB)', children: industryTrail(profile) },
    { key: 'founded', label: 'Ngày thành lập', children: formatDate(profile.foundedDate) },
    { key: 'listing', label: 'Ngày niêm yết', children: formatDate(profile.listingDate) },
    {
      key: 'capital',
      label: 'Vốn điều lệ',
      children:
        profile.charterCapital === null
          ? MISSING_VALUE
          : `${formatByUnit(profile.charterCapital, 'billion')} tỷ đồng`,
    },
    {
      key: 'shares',
      label: 'Cổ phiếu lưu hành',
      children: formatNumber(profile.sharesOutstanding, 0),
    },
    {
      key: 'website',
      label: 'Website',
      children: profile.website ? (
        <Typography.Link href={profile.website} target="_blank" rel="noopener noreferrer">
          {profile.website}
        </Typography.Link>
      ) : (
        MISSING_VALUE
      ),
    },
    { key: 'address', label: 'Địa chỉ', children: profile.address ?? MISSING_VALUE },
  ];
  return (
    <div data-testid="corp-profile-details" style={{ marginTop: 12 }}>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      {profile.profile && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {profile.profile}
        </Typography.Paragraph>
      )}
    </div>
  );
}

function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * The header's company info: ticker, name, exchange, industry, last price and change; the toggle
 * (isExpandHeader) reveals the profile.
 */
export function CompanyInfo() {
  const dispatch = useAppDispatch();
  const ticker = useAppSelector(selectTicker);
  const expanded = useAppSelector(selectIsExpandHeader);
  const { data: profile, isLoading, error, refetch } = useGetCorpProfileQuery(ticker);

  if (isLoading) {
    return (
      <div data-testid="corp-info-loading" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (!profile) {
    const message =
      errorStatus(error) === 404
        ? `Không tìm thấy mã chứng khoán ${ticker}`
        : 'Không tải được thông tin doanh nghiệp.';
    return (
      <Alert
        type="warning"
        showIcon
        title={message}
        data-testid="corp-info-error"
        action={
          <Button size="small" onClick={() => void refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  }

  return (
    <section aria-label={`Thông tin doanh nghiệp ${profile.ticker}`} data-testid="corp-info">
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Flex align="center" gap={8} wrap>
            <SectionTitle level={2} looks={4} style={{ margin: 0 }}>
              {profile.ticker}
            </SectionTitle>
            {profile.exchange && <Tag color="blue">{profile.exchange}</Tag>}
            {profile.industryName && <Tag>{profile.industryName}</Tag>}
            {profile.isDemo && <Tag color="orange">Dữ liệu minh họa</Tag>}
          </Flex>
          <Typography.Text type="secondary" ellipsis title={profile.nameVi}>
            {profile.nameVi}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={12}>
          <PriceBlock profile={profile} />
          <Button
            type="text"
            size="small"
            aria-expanded={expanded}
            icon={expanded ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
            onClick={() => dispatch(toggleExpandHeader())}
          >
            {expanded ? 'Thu gọn' : 'Xem thêm'}
          </Button>
        </Flex>
      </Flex>
      {profile.freshness && <DataFreshness freshness={profile.freshness} />}
      {expanded && <ProfileDetails profile={profile} />}
    </section>
  );
}
