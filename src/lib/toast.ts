import { toast as toastify } from 'react-toastify/unstyled';
import { TOAST_DURATION_SECONDS } from '@/common/constants/app';

/**
 * Short messages at the top of the page (saved, copied, failed), from components and from non-React
 * code such as the http client: the one place the app shows toasts. react-toastify draws them in the
 * container that src/lib/ToastHost.tsx puts in `_app` once; its sheet is imported there too (the
 * unstyled build, so no style element is inserted at run time).
 */

/** How long a toast stays: 1.5 s (the design card). */
export const TOAST_AUTO_CLOSE_MS = TOAST_DURATION_SECONDS * 1000;

type ToastKind = 'error' | 'success' | 'info' | 'warning';
export type Toaster = Record<ToastKind, (text: string) => unknown>;

let override: Toaster | undefined;

/** Tests: send toasts to `next` instead of react-toastify (undefined restores it). */
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
  const { key } = options;
  if (key !== undefined && toastify.isActive(key)) {
    toastify.update(key, { render: text, type: kind, autoClose: TOAST_AUTO_CLOSE_MS });
    return;
  }
  toastify(text, { type: kind, toastId: key, autoClose: TOAST_AUTO_CLOSE_MS });
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
