/**
 * One API endpoint measured the way bench:api and bench:macro do it: the production server as
 * `npm start` runs it (response cache on, then off), warmed, under load; then the bare node:http
 * server answering the app's exact bytes; and the table of both with the ratio to the bare server.
 */
import { serverEnv, startAppServer, type DatabaseTarget } from './harness';
import { capture, startBareServer, type CapturedAnswer } from './bareControl';
import { load, type Measure } from './load';

export interface EndpointBench {
  target: DatabaseTarget;
  appPort: number;
  barePort: number;
  path: string;
  /** Request headers for a running app (a bearer token, say); none by default. */
  headersFor?: (baseUrl: string) => Promise<Record<string, string>>;
  /** Throws with a clear message when the first answer is not the expected one. */
  check?: (answer: CapturedAnswer) => void;
}

export interface EndpointResult {
  cached: Measure;
  /** API_RESPONSE_CACHE_TTL_MS=0: every request computes, serializes and encrypts. */
  uncached: Measure;
  bare: Measure;
  answer: CapturedAnswer;
}

async function measureApp(
  bench: EndpointBench,
  extra: Record<string, string>,
): Promise<{ measure: Measure; answer: CapturedAnswer; headers: Record<string, string> }> {
  const app = await startAppServer(serverEnv(bench.target, extra), bench.appPort);
  try {
    const headers = bench.headersFor ? await bench.headersFor(app.baseUrl) : {};
    const url = `${app.baseUrl}${bench.path}`;
    const answer = await capture(url, headers);
    (bench.check ?? defaultCheck(bench.path))(answer);
    await load(url, headers, 3); // warm the JIT and the caches
    return { measure: await load(url, headers), answer, headers };
  } finally {
    await app.stop();
  }
}

function defaultCheck(path: string) {
  return (answer: CapturedAnswer): void => {
    if (answer.status !== 200) throw new Error(`${path} answered ${String(answer.status)}`);
  };
}

/** The app with its response cache, without it, and the bare server with the app's bytes. */
export async function benchEndpoint(bench: EndpointBench): Promise<EndpointResult> {
  const bareServer = await startBareServer(bench.barePort);
  try {
    const cached = await measureApp(bench, {});
    const uncached = await measureApp(bench, { API_RESPONSE_CACHE_TTL_MS: '0' });
    await bareServer.serve(bench.path, cached.answer);
    const bare = await load(`${bareServer.baseUrl}${bench.path}`, cached.headers);
    return { cached: cached.measure, uncached: uncached.measure, bare, answer: cached.answer };
  } finally {
    await bareServer.stop();
  }
}

/** The markdown table of an endpoint's three measures, each with its share of the bare server's rate. */
export function endpointTable(route: string, result: EndpointResult): string[] {
  const rows: [string, Measure][] = [
    [`${route} (npm start)`, result.cached],
    ['same, response cache off (API_RESPONSE_CACHE_TTL_MS=0)', result.uncached],
    ['bare node:http, same bytes', result.bare],
  ];
  return [
    '| target | p50 ms | p99 ms | req/s | errors | non-2xx | ratio to bare |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ([name, measure]) =>
        `| ${name} | ${String(measure.p50)} | ${String(measure.p99)} | ${measure.rps.toFixed(0)} | ` +
        `${String(measure.errors)} | ${String(measure.non2xx)} | ${((measure.rps / result.bare.rps) * 100).toFixed(0)}% |`,
    ),
  ];
}
