import { publicConfig } from './config';

/** Site origin plus the path without query string or hash (spec section 2). */
export function canonicalUrl(asPath: string, origin: string = publicConfig.siteUrl): string {
  const path = asPath.split(/[?#]/)[0] || '/';
  return `${origin.replace(/\/+$/, '')}${path}`;
}
