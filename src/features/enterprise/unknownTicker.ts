/** The company page and the unknown ticker of an /enterprise address, or null for any other. */
export function unknownTickerOf(asPath: string): { pathname: string; ticker: string } | null {
  const [pathname = '/', search = ''] = (asPath.split('#')[0] ?? '').split('?');
  if (pathname !== '/enterprise' && !pathname.startsWith('/enterprise/')) return null;
  const ticker = new URLSearchParams(search).get('ticker')?.trim();
  return ticker ? { pathname, ticker } : null;
}
