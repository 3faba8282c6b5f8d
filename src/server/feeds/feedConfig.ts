import type { ServerEnv } from '../env';
import { createSsiClient } from './ssi/client';
import type { SsiFeed } from './ssi/types';

/** Whether the SSI feed is configured (all three settings present). */
export function feedConfigured(env: ServerEnv): boolean {
  return Boolean(env.SSI_FC_URL && env.SSI_FC_CONSUMER_ID && env.SSI_FC_CONSUMER_SECRET);
}

/** The SSI feed when all three settings are present; null keeps the demo generator as the source. */
export function configuredFeed(env: ServerEnv): SsiFeed | null {
  if (!feedConfigured(env)) return null;
  return createSsiClient({
    baseUrl: env.SSI_FC_URL ?? '',
    consumerId: env.SSI_FC_CONSUMER_ID ?? '',
    consumerSecret: env.SSI_FC_CONSUMER_SECRET ?? '',
  });
}
