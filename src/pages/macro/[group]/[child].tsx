import type { GetServerSideProps } from 'next';
import { MacroScreen } from '@/features/macro/components/MacroScreen';
import { resolveMacroPage, type MacroPage } from '@/features/macro/macroPages';
import type { PageProps } from '@/pages/_app';

interface MacroPageProps extends PageProps {
  page: MacroPage;
}

/**
 * /macro/<group>/<child>: resolved from the static menu (or the US, China and commodity groups)
 * without the API. The view (selected metrics, chart settings) is the query string itself
 * (src/features/macro/useMacroView.ts), which the server render reads like the browser; the
 * figures load in the browser.
 */
export const getServerSideProps: GetServerSideProps<MacroPageProps> = ({ params }) => {
  const page = resolveMacroPage(String(params?.group ?? ''), String(params?.child ?? ''));
  if (!page) return Promise.resolve({ notFound: true });
  return Promise.resolve({ props: { page } });
};

function MacroIndicatorPage({ page }: MacroPageProps) {
  return <MacroScreen key={page.path} page={page} />;
}

export default MacroIndicatorPage;
