import { Card, Flex } from 'antd';
import { useAppSelector } from '@/application/hooks';
import { AddToWatchlistButton } from '@/features/watchlists/AddToWatchlistButton';
import { selectTicker } from '../enterpriseSlice';
import { useRememberedTicker } from '../useRememberedTicker';
import { CompanyInfo } from './CompanyInfo';

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
