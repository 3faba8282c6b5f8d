import type { GetServerSideProps } from 'next';
import { PresentationScreen } from '@/features/industry/components/PresentationScreen';
import { presentationServerSideProps, type PresentationPageProps } from '@/ssr/presentation';

/** /industry/presentation/<slug>?slide=3: the slides load in the browser; the slide is in the address. */
export const getServerSideProps: GetServerSideProps<PresentationPageProps> = (ctx) =>
  presentationServerSideProps(ctx);

function PresentationPage({ slug }: PresentationPageProps) {
  return <PresentationScreen key={slug} slug={slug} />;
}

export default PresentationPage;
