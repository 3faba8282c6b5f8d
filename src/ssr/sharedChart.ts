import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { SHARE_TOKEN_PATTERN } from '@/common/contracts/chartVocabulary';
import type { PageProps } from '@/pages/_app';
import { getDb } from '@/server/db/client';
import { findSharedSection } from '@/server/modules/charts/charts.repository';

export interface SharedChartPageProps extends PageProps {
  /** '' when the address holds no well-formed token. */
  token: string;
}

/**
 * getServerSideProps of /shared/chart/<token>: a malformed token or one no section is shared under
 * answers with the 404 status (the screen says the link is not valid), so a dead share link is not
 * a page to crawlers or link checkers. The chart itself loads in the browser.
 */
export async function sharedChartServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'params' | 'res'>,
): Promise<GetServerSidePropsResult<SharedChartPageProps>> {
  const raw = Array.isArray(ctx.params?.token) ? ctx.params.token[0] : ctx.params?.token;
  const token = raw && SHARE_TOKEN_PATTERN.test(raw) ? raw : '';
  if (!token || !(await findSharedSection(getDb(), token))) ctx.res.statusCode = 404;
  return { props: { token } };
}
