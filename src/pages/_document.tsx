import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { DocumentContext, DocumentInitialProps } from 'next/document';
import Document, { Head, Html, Main, NextScript } from 'next/document';

/**
 * Server-renders what antd still generates per page into it: with `zeroRuntime` (see _app) the rules
 * come from src/styles/antd.generated.css and this is the CSS variables of the components the page
 * renders.
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
        <Head>
          <meta
            name="description"
            content="Dữ liệu tài chính doanh nghiệp và kinh tế vĩ mô Việt Nam cho nhà đầu tư."
          />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
