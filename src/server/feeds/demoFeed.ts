import type { ServerEnv } from '../env';
import type { AppLogger } from '../logger';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * `npm run demo` with SSI_FC_URL pointing at this machine (e.g. http://127.0.0.1:3300/) and nothing
 * answering there: the demonstration serves the fake SSI itself, in this process, with the
 * configured credentials (README "Live market data"). Never in a production deployment without
 * DEMO_MODE=on, never for a remote URL. Returns a stop function, or null when not started.
 */
export async function startDemoFeedIfWanted(
  env: ServerEnv,
  logger: AppLogger,
): Promise<(() => Promise<void>) | null> {
  if (env.DEMO_MODE !== 'on' || !env.SSI_FC_URL || !env.SSI_FC_CONSUMER_ID || !env.SSI_FC_CONSUMER_SECRET) {
    return null;
  }
  const url = new URL(env.SSI_FC_URL);
  if (!LOOPBACK.has(url.hostname) || url.port === '') return null;
  try {
    await fetch(url, { signal: AbortSignal.timeout(1_000) });
    return null; // something answers there already (e.g. `npm run fake:ssi`)
  } catch {
    // nothing listening: serve the fake
  }
  const { startFakeSsi } = await import('./ssi/fake/fakeServer');
  const fake = await startFakeSsi({
    port: Number(url.port),
    host: url.hostname === '[::1]' ? '::1' : url.hostname,
    consumerId: env.SSI_FC_CONSUMER_ID,
    consumerSecret: env.SSI_FC_CONSUMER_SECRET,
    tickers: 1600,
  });
  logger.info({ url: fake.url }, 'demo: serving the fake SSI feed in this process');
  return () => fake.close();
}
