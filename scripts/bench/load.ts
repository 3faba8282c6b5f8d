/** What the HTTP benchmarks share: waiting for a server and one autocannon run (32 connections). */
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
export const CONNECTIONS = 32;

export interface Measure {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

export async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

export async function load(
  url: string,
  headers: Record<string, string> = {},
  duration = DURATION_S,
): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
