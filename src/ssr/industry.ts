import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { industryFromSlug, type DeepDataIndustry } from '@/common/industry/industries';
import type { PageProps } from '@/pages/_app';
import { industrySeo } from './seo/industry';
import { getDb } from '@/server/db/client';

export interface IndustryPageProps extends PageProps {
  /** The industry of the address, null when the slug names none. */
  industry: DeepDataIndustry | null;
}

/**
 * getServerSideProps of /industry/<slug>: the slug resolved on the server (404 status when unknown,
 * the page says so); the head's description lists the industry's indicators (src/ssr/seo/industry.ts).
 * Figures load in the browser.
 */
export async function industryServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'params' | 'res'>,
): Promise<GetServerSidePropsResult<IndustryPageProps>> {
  const industry = industryFromSlug(String(ctx.params?.industry ?? ''));
  if (!industry) {
    ctx.res.statusCode = 404;
    return { props: { industry } };
  }
  return { props: { industry, seo: await industrySeo(getDb(), industry) } };
}
