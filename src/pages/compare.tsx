import { CompareScreen } from '@/features/compare/components/CompareScreen';
import { compareServerSideProps } from '@/ssr/compare';

/** The comparison of tickers (issue 33): open to everyone. */
export const getServerSideProps = compareServerSideProps;

export default function ComparePage() {
  return <CompareScreen />;
}
