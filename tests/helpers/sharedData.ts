import { existsSync } from 'node:fs';
import path from 'node:path';

/** The real market data beside the checkout (../shared/data); CI has it, a user's clone may not. */
export const SHARED_DATA_DIR = path.resolve(process.cwd(), '..', 'shared', 'data');

export function sharedDataPath(...parts: string[]): string {
  return path.join(SHARED_DATA_DIR, ...parts);
}

export const hasSharedData = existsSync(SHARED_DATA_DIR);

/**
 * describe() that runs when ../shared/data is present and otherwise skips with a message saying why,
 * so a missing folder is visible in the output instead of silently passing.
 */
export function describeWithSharedData(name: string, body: () => void): void {
  if (hasSharedData) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    it.skip(`skipped: ${SHARED_DATA_DIR} is absent (real market data lives beside the checkout in CI)`, () =>
      undefined);
  });
}
