import { isDatabaseReachable, type Database } from '../../db/client';
import packageJson from '../../../../package.json';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  database: 'up' | 'down';
  time: string;
}

export async function getHealth(db: Database): Promise<HealthReport> {
  let up = false;
  try {
    up = await isDatabaseReachable(db);
  } catch {
    up = false;
  }
  return {
    status: up ? 'ok' : 'degraded',
    version: packageJson.version,
    database: up ? 'up' : 'down',
    time: new Date().toISOString(),
  };
}
