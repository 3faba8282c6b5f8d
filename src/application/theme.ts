import type { ThemeConfig } from 'antd';

/**
 * The class antd declares the theme's CSS variables on (`cssVar.key`). Every antd component carries
 * it, and `_document` puts it on `<body>`, so the app's own rules (src/styles) read the theme as
 * `var(--ant-color-primary)`, `var(--ant-color-border-secondary)`... anywhere in the page, the
 * nprogress bar and the grid layout's placeholder (outside any component) included.
 */
export const THEME_CSS_VAR_CLASS = 'vnfin-theme';

/**
 * The app's look, once, as antd tokens: `_app` gives it to the one ConfigProvider, antd's components
 * draw with it, and the few layout rules of src/styles read it back through antd's CSS variables or
 * `theme.useToken()`. No colour is written anywhere else.
 */
export const APP_THEME: ThemeConfig = {
  // One antd version in the app: no hash class, so the variables' selector is the key alone.
  hashed: false,
  cssVar: { key: THEME_CSS_VAR_CLASS },
  token: {
    colorPrimary: '#1677ff',
    colorBgLayout: '#f5f7fa',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      siderBg: '#ffffff',
      lightSiderBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 16px',
      footerBg: 'transparent',
      footerPadding: '24px 50px',
    },
    Menu: {
      itemBg: 'transparent',
      subMenuItemBg: 'transparent',
    },
  },
};
