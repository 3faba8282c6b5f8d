/**
 * Serves the fake SSI FastConnect Data v2 for local demos and benchmarks: `npm run fake:ssi`.
 * FAKE_SSI_PORT (default 3300), FAKE_SSI_TICKERS (default 1600), FAKE_SSI_DELAY_MS (per answer),
 * FAKE_SSI_FAIL_RATE (share of data requests answered HTTP 500), FAKE_SSI_TODAY (ISO date; default
 * the real clock), FAKE_SSI_STYLE ('examples' or 'pascal').
 */
import { startFakeSsi } from '@/server/feeds/ssi/fake/fakeServer';

function numberFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number`);
  return parsed;
}

async function main(): Promise<void> {
  const style = process.env.FAKE_SSI_STYLE === 'pascal' ? 'pascal' : 'examples';
  const fake = await startFakeSsi({
    port: numberFrom('FAKE_SSI_PORT', 3300),
    tickers: Math.min(10_000, numberFrom('FAKE_SSI_TICKERS', 1600)),
    delayMs: numberFrom('FAKE_SSI_DELAY_MS', 0),
    failRate: Math.min(1, numberFrom('FAKE_SSI_FAIL_RATE', 0)),
    style,
  });
  const today = process.env.FAKE_SSI_TODAY;
  if (today) fake.control.setToday(today);
  const { consumerId, consumerSecret } = fake.control.credentials;
  console.log(`Fake SSI FastConnect Data v2 at ${fake.url}`);
  console.log(`  SSI_FC_URL=${fake.url}`);
  console.log(`  SSI_FC_CONSUMER_ID=${consumerId}`);
  console.log(`  SSI_FC_CONSUMER_SECRET=${consumerSecret}`);
  console.log(`Stop the feed: curl -X POST ${fake.url}__fake/pause  (resume: ${fake.url}__fake/resume)`);
  console.log(`Counters: ${fake.url}__fake/status`);
  const stop = () => {
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
