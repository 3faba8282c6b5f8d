import { DownOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import dynamic from 'next/dynamic';
import { useAppSelector } from '@/application/hooks';
import { selectTicker } from '../enterpriseSlice';
import { useRememberedTicker } from '../useRememberedTicker';
import { CompanyInfo } from './CompanyInfo';

/**
 * "Theo dõi" with its menu of lists (antd Dropdown, the watchlists' API) loads after the page, not
 * with every company page's first load; until then the same button shows, waiting.
 */
const AddToWatchlistButton = dynamic(
  () => import('@/features/watchlists/AddToWatchlistButton').then((module) => module.AddToWatchlistButton),
  {
    ssr: false,
    loading: () => (
      <Button icon={<StarOutlined aria-hidden />} loading aria-label="Thêm vào danh sách theo dõi">
        Theo dõi <DownOutlined aria-hidden />
      </Button>
    ),
  },
);

/**
 * The ticker header every /enterprise page shares: the current company's info and "Theo dõi" (add
 * it to a watchlist). The ticker search is the site header's (HeaderSearch), on every page.
 */
export function EnterpriseHeader() {
  useRememberedTicker();
  const ticker = useAppSelector(selectTicker);
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="enterprise-header">
      <Flex gap={16} align="flex-start" wrap>
        <div style={{ flex: 1, minWidth: 280 }}>
          <CompanyInfo />
        </div>
        {ticker ? <AddToWatchlistButton tickers={[ticker]} /> : null}
      </Flex>
    </Card>
  );
}
