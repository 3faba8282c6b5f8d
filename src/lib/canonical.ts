import { publicOrigin } from './publicOrigin';

/**
 * Site origin plus the path without query string or hash (spec section 2). The origin is the one the
 * server is configured with at run time (publicOrigin.ts), not the one of the build.
 */
export function canonicalUrl(asPath: string, origin: string = publicOrigin()): string {
  const path = asPath.split(/[?#]/)[0] || '/';
  return `${origin.replace(/\/+$/, '')}${path}`;
}
