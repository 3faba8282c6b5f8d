import type { DatabaseHandle } from '../db/client';
import type { AppLogger } from '../logger';
import { startJobEngine, type JobEngine } from './engine';

/**
 * The process's job engine: the one main.ts started with workers, or, in a process without one
 * (next dev, JOBS=off), a sender that only queues jobs in the database for an instance with workers.
 */
const store = globalThis as typeof globalThis & { __vnfinJobs?: Promise<JobEngine> };

export function setJobEngine(engine: JobEngine | undefined): void {
  store.__vnfinJobs = engine ? Promise.resolve(engine) : undefined;
}

export function jobEngineFor(handle: DatabaseHandle, logger: AppLogger): Promise<JobEngine> {
  store.__vnfinJobs ??= startJobEngine({ handle, logger, jobs: [], work: false, schedule: false }).catch(
    (error: unknown) => {
      store.__vnfinJobs = undefined;
      throw error;
    },
  );
  return store.__vnfinJobs;
}
