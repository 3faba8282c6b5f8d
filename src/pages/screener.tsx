import { ScreenerScreen } from '@/features/screener/components/ScreenerScreen';
import { screenerServerSideProps } from '@/ssr/screener';

/** The stock screener (issue 32): open to everyone; saving and export need an account. */
export const getServerSideProps = screenerServerSideProps;

export default function ScreenerPage() {
  return <ScreenerScreen />;
}
