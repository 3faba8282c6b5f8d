import type { Locale } from 'antd/es/locale';
import viVN from 'antd/locale/vi_VN';

/**
 * antd's Vietnamese texts as the app uses them: `_app` gives this to the one ConfigProvider. The
 * password field's eye button is named by `global.show`/`global.hide` (antd's Input.Password puts
 * them in its aria-label); vi_VN says only "Hiển thị"/"Ẩn", so a screen reader heard a button
 * "Hiển thị" with no hint of what it shows. Only Input.Password reads these two keys.
 */
export const APP_LOCALE: Locale = {
  ...viVN,
  global: { ...viVN.global, show: 'Hiện mật khẩu', hide: 'Ẩn mật khẩu' },
};
