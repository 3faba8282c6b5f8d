import { loadEnvConfig } from '@next/env';

/**
 * Reads .env files the way `next start` does. Imported first by main.ts, so that every module that
 * reads the environment while loading (logger.ts reads LOG_LEVEL) already sees them.
 */
loadEnvConfig(process.cwd(), false);
