import type { GetServerSideProps } from 'next';
import { MacroScreen } from '@/features/macro/components/MacroScreen';
import { pageMetricId, resolveMacroPage, type MacroPage } from '@/features/macro/macroPages';
import { initialMacroState } from '@/features/macro/macroSlice';
import { fromUrl } from '@/features/macro/macroUrl';
import type { PageProps } from '@/pages/_app';

interface MacroPageProps extends PageProps {
  page: MacroPage;
}

/**
 * /macro/<group>/<child>: resolved from the static menu (or the US, China and commodity groups)
 * without the API; the view in the query string (src/features/macro/macroUrl.ts) becomes the first
 * render's state, and the figures load in the browser.
 */
export const getServerSideProps: GetServerSideProps<MacroPageProps> = ({ params, query }) => {
  const page = resolveMacroPage(String(params?.group ?? ''), String(params?.child ?? ''));
  if (!page) return Promise.resolve({ notFound: true });
  const macro = { ...initialMacroState, ...fromUrl(query), currentMetric: pageMetricId(page) };
  return Promise.resolve({ props: { page, initialReduxState: { macro } } });
};

function MacroIndicatorPage({ page }: MacroPageProps) {
  return <MacroScreen key={page.path} page={page} />;
}

export default MacroIndicatorPage;
