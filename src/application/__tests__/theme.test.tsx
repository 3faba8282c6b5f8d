import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, Layout, Menu } from 'antd';
import { renderToString } from 'react-dom/server';
import { APP_THEME, THEME_CSS_VAR_CLASS } from '../theme';

const STYLES_DIR = path.join(process.cwd(), 'src/styles');
const sheets = readdirSync(STYLES_DIR).filter((name) => name.endsWith('.css'));

/** What _document inlines for a page: antd's styles of the components rendered, with the theme. */
function serverStyles(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={APP_THEME}>
        <Layout>
          <Menu items={[{ key: 'a', label: 'A' }]} />
          <Button type="primary">B</Button>
        </Layout>
      </ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, true);
}

describe('the theme, once, as antd tokens', () => {
  const css = serverStyles();

  it("declares the theme's CSS variables on the class _document puts on <body>", () => {
    const primary = APP_THEME.token?.colorPrimary ?? '';
    const declaration = new RegExp(
      `(^|[}\\s,])\\.${THEME_CSS_VAR_CLASS}\\{[^}]*--ant-color-primary:${primary}`,
    );
    expect(css).toMatch(declaration);
    expect(css).toContain('--ant-color-bg-layout:#f5f7fa');
  });

  it('leaves colours out of the style sheets of src/styles: they read the theme variables antd declares', () => {
    // antd's static sheet (and the build step that trimmed it) is gone: antd styles its components.
    expect(sheets.sort()).toEqual(['dataTable.css', 'globals.css', 'shell.css']);
    for (const name of sheets) {
      const text = readFileSync(path.join(STYLES_DIR, name), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const literals = text.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/gi) ?? [];
      expect({ name, literals }).toEqual({ name, literals: [] });
      for (const [, variable] of text.matchAll(/var\((--ant-[a-z0-9-]+)\)/g)) {
        expect({ name, variable, declared: css.includes(`${variable ?? ''}:`) }).toEqual({
          name,
          variable,
          declared: true,
        });
      }
    }
  });
});
