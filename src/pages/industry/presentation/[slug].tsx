import type { GetServerSideProps } from 'next';
import { PresentationScreen } from '@/features/industry/components/PresentationScreen';
import type { PageProps } from '@/pages/_app';

interface PresentationPageProps extends PageProps {
  slug: string;
}

/** /industry/presentation/<slug>?slide=3: the slides load in the browser; the slide is in the address. */
export const getServerSideProps: GetServerSideProps<PresentationPageProps> = ({ params }) =>
  Promise.resolve({ props: { slug: String(params?.slug ?? '').toLowerCase() } });

function PresentationPage({ slug }: PresentationPageProps) {
  return <PresentationScreen key={slug} slug={slug} />;
}

export default PresentationPage;
