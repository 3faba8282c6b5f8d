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

/** The frame of every /enterprise page: its title and the shared ticker header above the content. */
export function EnterprisePage({ title, children }: EnterprisePageProps) {
  const ticker = useAppSelector(selectTicker);
  return (
    <>
      <Head>
        <title>{`${title} ${ticker} | VnFin`}</title>
      </Head>
      <EnterpriseHeader />
      {children}
    </>
  );
}
