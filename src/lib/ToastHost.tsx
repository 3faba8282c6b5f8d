import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS } from './toast';

/**
 * Where the toasts of src/lib/toast.ts appear: once, in `_app`, at the top centre like the page's
 * other notices, at most three at a time. `_app` imports react-toastify's sheet beside it.
 */
export function ToastHost() {
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
