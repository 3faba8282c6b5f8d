import type { SsiFeed } from '../feeds/ssi/types';
import { feedJobs, jobCatalog } from './catalog';
import { queueSettings, type JobDefinition } from './engine';

/**
 * The catalog's jobs as the console lists them (name, Vietnamese label, cron, queue settings),
 * whether or not this deployment has a feed: the definitions are built with a feed that is never
 * called (only their `run` closures would use it, and nothing here runs them).
 */

export interface JobDescription {
  name: string;
  label: string;
  cron: string | null;
  /** Exists in a deployment only when the SSI feed is configured. */
  needsFeed: boolean;
  /** The queue settings startJobEngine gives it, so a sender can create a missing queue alike. */
  queue: ReturnType<typeof queueSettings>;
}

const NO_FEED = new Proxy({} as SsiFeed, {
  get() {
    throw new Error('describeJobs: the feed of a described job is never called');
  },
});

function describe(job: JobDefinition, needsFeed: boolean): JobDescription {
  return {
    name: job.name,
    label: job.label,
    cron: job.cron ?? null,
    needsFeed,
    queue: queueSettings(job),
  };
}

/** Every job of the catalog (a new one shows in the console without changes here). */
export function describeJobs(): JobDescription[] {
  const feedNames = new Set(feedJobs(NO_FEED).map((job) => job.name));
  return jobCatalog(NO_FEED).map((job) => describe(job, feedNames.has(job.name)));
}
