import type { MessageInstance } from 'antd/es/message/interface';

/**
 * A bridge from non-React code (the http client) to antd's message API, which needs the App
 * context. The shell registers the instance; before that, messages are dropped silently.
 */
let instance: MessageInstance | undefined;

export function registerToast(next: MessageInstance | undefined): void {
  instance = next;
}

export const toast = {
  error(text: string): void {
    void instance?.error(text);
  },
  success(text: string): void {
    void instance?.success(text);
  },
  info(text: string): void {
    void instance?.info(text);
  },
};
