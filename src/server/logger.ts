import pino from 'pino';
import { getEnv } from './env';

/** Structured server log. Never log tokens, passwords or secrets: redact covers the usual places. */
export const logger = pino({
  level: getEnv().NODE_ENV === 'test' ? 'silent' : getEnv().LOG_LEVEL,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.accessToken'],
    censor: '[redacted]',
  },
});
export type AppLogger = Pick<typeof logger, 'debug' | 'info' | 'warn' | 'error'>;
