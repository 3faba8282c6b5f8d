import { Card, Flex } from 'antd';
import { useRememberedTicker } from '../useRememberedTicker';
import { CompanyInfo } from './CompanyInfo';
import { TickerSearch } from './TickerSearch';

/** The ticker header every /enterprise page shares: search and the current company's info. */
export function EnterpriseHeader() {
  useRememberedTicker();
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="enterprise-header">
      <Flex gap={16} align="flex-start" wrap>
        <TickerSearch />
        <div style={{ flex: 1, minWidth: 280 }}>
          <CompanyInfo />
        </div>
      </Flex>
    </Card>
  );
}
