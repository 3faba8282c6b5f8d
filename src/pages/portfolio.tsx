import { PortfolioScreen } from '@/features/portfolios/components/PortfolioScreen';

/** The account's portfolios (issue 32): holdings, P&L, allocation, performance vs VN-Index. */
export default function PortfolioPage() {
  return <PortfolioScreen />;
}
