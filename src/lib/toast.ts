import { TOAST_DURATION_SECONDS } from '@/common/constants/app';

/**
 * Short messages at the top of the page (saved, copied, failed), from components and from non-React
 * code such as the http client: the one place the app shows toasts. react-toastify draws them in the
 * container that src/lib/ToastHost.tsx puts in `_app` once; its sheet is imported there too (the
 * unstyled build, so no style element is inserted at run time).
 *
 * react-toastify is loaded with the first toast, not with the page: most visits never show one, so
 * its code stays out of every page's first-load JavaScript (issue 27). A toast shown before the
 * container has mounted waits in react-toastify's own queue and appears when it does.
 */

type Toastify = typeof import('react-toastify/unstyled');

let library: Promise<Toastify> | undefined;
const loadedListeners = new Set<(toastify: Toastify) => void>();

/** react-toastify, imported once; ToastHost mounts its container when this resolves. */
export function loadToastify(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify/unstyled').then((toastify) => {
      for (const listener of loadedListeners) listener(toastify);
      return toastify;
    });
  }
  return library;
}

/** ToastHost: called with the library once the first toast has loaded it (now if it already has). */
export function onToastifyLoaded(listener: (toastify: Toastify) => void): () => void {
  loadedListeners.add(listener);
  if (library) {
    void library.then((toastify) => {
      if (loadedListeners.has(listener)) listener(toastify);
    });
  }
  return () => {
    loadedListeners.delete(listener);
  };
}

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
  void loadToastify().then(({ toast: toastify }) => {
    const { key } = options;
    if (key !== undefined && toastify.isActive(key)) {
      toastify.update(key, { render: text, type: kind, autoClose: TOAST_AUTO_CLOSE_MS });
      return;
    }
    toastify(text, { type: kind, toastId: key, autoClose: TOAST_AUTO_CLOSE_MS });
  });
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
