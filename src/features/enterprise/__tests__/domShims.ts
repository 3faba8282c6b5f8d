/** What antd's Select needs from the browser that this jsdom lacks. Call at the top of a test file. */
export function installSelectDomShims(): void {
  if (!('ResizeObserver' in globalThis)) {
    // The popup measures itself; sizes do not matter in these tests.
    class NoopResizeObserver {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
  }
  if (!('MessageChannel' in globalThis)) {
    // rc-select schedules opening and closing on a MessageChannel macrotask.
    class TimeoutMessageChannel {
      port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
      port2 = {
        postMessage: (): void => {
          setTimeout(() => this.port1.onmessage?.({}), 0);
        },
      };
    }
    Object.assign(globalThis, { MessageChannel: TimeoutMessageChannel });
  }
}
