import type { GetServerSideProps } from 'next';
import { MacroScreen } from '@/features/macro/components/MacroScreen';
import { macroPageServerSideProps, type MacroPageProps } from '@/ssr/macro';

/**
 * /macro/<group>/<child>: resolved from the static menu (or the US, China and commodity groups)
 * without the API. The view (selected metrics, chart settings) is the query string itself
 * (src/features/macro/useMacroView.ts), which the server render reads like the browser; the
 * figures load in the browser. The head's description and preview come from the indicator's data.
 */
export const getServerSideProps: GetServerSideProps<MacroPageProps> = ({ params }) =>
  macroPageServerSideProps(params);

function MacroIndicatorPage({ page }: MacroPageProps) {
  return <MacroScreen key={page.path} page={page} />;
}

export default MacroIndicatorPage;
