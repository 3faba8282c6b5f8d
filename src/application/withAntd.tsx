import { ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ComponentType, ReactNode } from 'react';

/**
 * antd's ConfigProvider (Vietnamese texts, the default theme from its static sheet without styles
 * generated at run time, docs/DECISIONS.md) around a page that draws antd components. It wraps the
 * page, not the app, so a page without antd (home, /macro) loads none of antd's code:
 * ConfigProvider alone is ~45 KB gzip. tests/build/antdScope.test.ts checks that every page reaching
 * antd is wrapped, and that the shell and the antd-free pages do not reach it.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={{ zeroRuntime: true }}>
      {children}
    </ConfigProvider>
  );
}

export function withAntd<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function AntdPage(props: P) {
    return (
      <AntdScope>
        <Page {...props} />
      </AntdScope>
    );
  }
  AntdPage.displayName = `withAntd(${Page.displayName ?? Page.name})`;
  return AntdPage;
}
