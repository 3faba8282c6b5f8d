import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { PageProps } from '@/pages/_app';
import { PRESENTATIONS } from '@/server/catalog/industry/presentations';

export interface PresentationPageProps extends PageProps {
  slug: string;
}

/**
 * getServerSideProps of /industry/presentation/<slug>: an unknown slug answers with the 404 status
 * (the screen says the presentation does not exist). The slides load in the browser.
 */
export function presentationServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'params' | 'res'>,
): Promise<GetServerSidePropsResult<PresentationPageProps>> {
  const slug = String(ctx.params?.slug ?? '').toLowerCase();
  if (!PRESENTATIONS.some((spec) => spec.slug === slug)) ctx.res.statusCode = 404;
  return Promise.resolve({ props: { slug } });
}
