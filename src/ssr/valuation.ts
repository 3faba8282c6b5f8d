import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { PageProps } from '@/pages/_app';
import { enterpriseServerSideProps } from './enterprise';

/**
 * getServerSideProps of /enterprise/{TICKER}/valuation: the company header as every company page
 * (an unknown ticker is the 404 page); the band itself is asked by the browser, with the caller's
 * plan (a guest's answer is cut to the newest quarters, so it is not put in a shared server render).
 */
export function valuationServerSideProps(
  ctx: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<PageProps>> {
  return enterpriseServerSideProps(ctx);
}
