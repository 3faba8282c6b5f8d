import type { ThemeConfig } from 'antd';

/**
 * The app's look, once, as antd tokens: `_app` gives it to the one ConfigProvider, antd's components
 * draw with it, and the few layout rules of src/styles read it back through antd's CSS variables
 * (`var(--ant-color-primary)`...) or `theme.useToken()`. No colour is written anywhere else.
 */
export const APP_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1677ff',
    colorBgLayout: '#f5f7fa',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      siderBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 16px',
      footerBg: 'transparent',
    },
    Menu: {
      itemBg: 'transparent',
      subMenuItemBg: 'transparent',
    },
  },
};
