import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import Document, { Head, Html, Main, NextScript } from 'next/document';
import { THEME_CSS_VAR_CLASS } from '@/application/theme';

/**
 * antd's SSR style extraction for the pages router (antd's "Usage with Next.js" recipe): the page is
 * rendered into a cssinjs cache and the styles of the components it rendered, with the theme's CSS
 * variables, are inlined in the head, so the first paint is styled before any script runs. `<body>`
 * carries the theme's CSS-variable class (src/application/theme.ts) for the app's own style sheets.
 */
export default class AppDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const cache = createCache();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () =>
      originalRenderPage({
        enhanceApp: (App) =>
          function EnhancedApp(props) {
            return (
              <StyleProvider cache={cache}>
                <App {...props} />
              </StyleProvider>
            );
          },
      });
    const initialProps = await Document.getInitialProps(ctx);
    const style = extractStyle(cache, true);
    return {
      ...initialProps,
      styles: (
        <>
          {initialProps.styles}
          <style id="antd-ssr" dangerouslySetInnerHTML={{ __html: style }} />
        </>
      ),
    };
  }

  render() {
    return (
      <Html lang="vi">
        {/* The description and previews are per page: src/application/PageHead.tsx. */}
        <Head />
        <body className={THEME_CSS_VAR_CLASS}>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
