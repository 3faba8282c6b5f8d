import type { GetServerSideProps } from 'next';
import { companyHomeRedirect } from '@/ssr/companyEntry';

/** `/enterprise/FPT` (a shortened company link) opens the company's overview. */
export const getServerSideProps: GetServerSideProps = (ctx) => Promise.resolve(companyHomeRedirect(ctx));

export default function CompanyHome() {
  return null;
}
