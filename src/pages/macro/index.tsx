import type { GetServerSideProps } from 'next';
import { MacroIndexScreen } from '@/features/macro/components/MacroIndexScreen';
import type { PageProps } from '@/pages/_app';
import { macroIndexServerSideProps } from '@/ssr/macro';

/** /macro: every macro group, the world ones included, in the server-rendered page. */
export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => macroIndexServerSideProps(ctx);

export default function MacroIndexPage() {
  return <MacroIndexScreen />;
}
