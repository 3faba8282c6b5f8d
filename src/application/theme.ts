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
  // WCAG 2.2 AA (issue 29): text 4.5:1 and focus rings and control parts 3:1 on white and on
  // colorBgLayout; src/application/__tests__/themeContrast.test.ts checks every colour below.
  token: {
    // antd's blue-7: links and primary text 6.2:1 on white (antd's default blue-6 #1677ff is 4.1:1).
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorInfo: '#0958d9',
    colorBgLayout: '#f5f7fa',
    // Each page has one <h1>, its title, drawn at the size of antd's h2 (its 38px h1 is a poster's).
    fontSizeHeading1: 30,
    // Secondary and description text, placeholders: antd's 45% and 25% black are 3.4:1 and 1.8:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // Rises green, falls red, warnings amber, dark enough to read as text (status tags, Typography
    // type="success"/"danger"/"warning", form errors).
    colorSuccess: '#237804',
    colorError: '#cf1322',
    colorWarning: '#ad4e00',
    // antd derives the light backgrounds from the seed: from these dark seeds they come out grey, so
    // its default light green and amber stay.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    // The focus ring: antd draws it in colorPrimaryBorder (its blue-3 #91caff, 1.7:1), here 4.1:1. A
    // focused input or select shows its border in colorPrimary (6.2:1); the faint glow round it
    // (controlOutline, also the primary button's shadow) is decoration.
    colorPrimaryBorder: '#1677ff',
    // Preset tag colours draw their text in shade 7 on shade 1 of a palette antd generates from these
    // seeds (its CSS variables ignore overrides of the shades themselves): darker seeds than antd's,
    // for the tag colours the app uses.
    gold: '#ad6800',
    orange: '#d46b08',
    green: '#237804',
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
