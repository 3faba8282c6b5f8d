import { useEffect, useState } from 'react';
import { onToastifyLoaded, TOAST_AUTO_CLOSE_MS } from './toast';

type Toastify = typeof import('react-toastify/unstyled');

/**
 * Where the toasts of src/lib/toast.ts appear: once, in `_app`, at the top centre like the page's
 * other notices, at most three at a time. `_app` imports react-toastify's sheet beside it. Nothing is
 * drawn (and react-toastify is not loaded) until the first toast asks for it.
 */
export function ToastHost() {
  const [toastify, setToastify] = useState<Toastify | null>(null);
  useEffect(() => onToastifyLoaded(setToastify), []);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={3}
      newestOnTop
      hideProgressBar
      closeOnClick
      pauseOnFocusLoss={false}
      theme="light"
    />
  );
}
