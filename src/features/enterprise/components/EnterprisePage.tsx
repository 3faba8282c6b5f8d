import Head from 'next/head';
import type { ReactNode } from 'react';
import { useAppSelector } from '@/application/hooks';
import { selectTicker } from '../enterpriseSlice';
import { EnterpriseHeader } from './EnterpriseHeader';

interface EnterprisePageProps {
  /** The screen's name; the tab reads "<title> <ticker> | VnFin". */
  title: string;
  children: ReactNode;
}

/**
 * The frame of every /enterprise page: its title and the shared ticker header above the content.
 * The page's one <h1> names the screen and the company ("Cân đối kế toán FPT"), for screen readers
 * only: the screen's card shows its title where the eye looks for it.
 */
export function EnterprisePage({ title, children }: EnterprisePageProps) {
  const ticker = useAppSelector(selectTicker);
  const heading = `${title} ${ticker}`;
  return (
    <>
      <Head>
        <title>{`${heading} | VnFin`}</title>
      </Head>
      <h1 className="visually-hidden">{heading}</h1>
      <EnterpriseHeader />
      {children}
    </>
  );
}
