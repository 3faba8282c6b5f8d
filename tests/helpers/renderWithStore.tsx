import { act, render, type RenderOptions } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { APP_LOCALE } from '@/application/locale';
import { makeStore, type AppStore, type RootState } from '@/application/store';
import { APP_THEME } from '@/application/theme';
import { ToastHost } from '@/lib/ToastHost';

/** Renders UI inside a real store and the antd providers the app uses (its locale and theme, as `_app`). */
export function renderWithStore(
  ui: ReactElement,
  { preloadedState, ...options }: { preloadedState?: Partial<RootState> } & RenderOptions = {},
): ReturnType<typeof render> & { store: AppStore } {
  const store = makeStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <ConfigProvider locale={APP_LOCALE} theme={APP_THEME}>
        <AntApp>
          {ui}
          <ToastHost />
        </AntApp>
      </ConfigProvider>
    </Provider>,
    options,
  );
  return { ...result, store };
}

/** Lets components finish the state updates they schedule right after mounting (antd's Menu does). */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
