import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_DURATION_SECONDS } from '@/common/constants/app';

type ToastKind = 'error' | 'success' | 'info' | 'warning';
type Toaster = Pick<MessageInstance, ToastKind>;

/**
 * Short messages at the top of the page (saved, copied, failed), from components and from non-React
 * code such as the http client. antd's `message` is loaded on the first toast, not with the page:
 * none is shown before the reader acts, and its code (with antd's notification parts) is kept out of
 * every page's first-load JavaScript. Uses antd's default theme, which is the app's theme.
 */
let override: Toaster | undefined;
let loading: Promise<Toaster> | undefined;

function loadMessage(): Promise<Toaster> {
  loading ??= import('antd/es/message').then(({ default: message }) => {
    message.config({ duration: TOAST_DURATION_SECONDS, maxCount: 3 });
    return message;
  });
  return loading;
}

/** Tests: send toasts to `next` instead of antd (undefined restores antd). */
export function registerToast(next: Toaster | undefined): void {
  override = next;
}

/** `key`: a later toast with the same key replaces this one instead of stacking. */
interface ToastOptions {
  key?: string;
}

function show(kind: ToastKind, text: string, options: ToastOptions = {}): void {
  if (override) {
    void override[kind](text);
    return;
  }
  if (typeof window === 'undefined') return;
  loadMessage().then(
    (message) => void message[kind](options.key ? { content: text, key: options.key } : text),
    () => {
      // The chunk could not load (offline): nothing to show the message with; the screen itself
      // still shows its error state.
      loading = undefined;
    },
  );
}

export const toast = {
  error: (text: string, options?: ToastOptions): void => {
    show('error', text, options);
  },
  success: (text: string, options?: ToastOptions): void => {
    show('success', text, options);
  },
  info: (text: string, options?: ToastOptions): void => {
    show('info', text, options);
  },
  warning: (text: string, options?: ToastOptions): void => {
    show('warning', text, options);
  },
};
