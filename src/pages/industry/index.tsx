import { IndustryIndexScreen } from '@/features/industry/components/IndustryIndexScreen';

/** /industry: the industries, the presentations and the cross-industry overview (loaded in the browser). */
export default function IndustryIndexPage() {
  return <IndustryIndexScreen />;
}
