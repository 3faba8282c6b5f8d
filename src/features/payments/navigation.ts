import { DESKTOP_MIN_WIDTH } from './pricingView';

/** Leaves the site for a payment gateway's page (a module of its own so tests can stand in for it). */
export function goToExternal(url: string): void {
  window.location.assign(url);
}

/** Read at the moment of paying, not rendered, so server and browser markup never differ. */
export function isDesktopWindow(): boolean {
  return typeof window !== 'undefined' && window.innerWidth >= DESKTOP_MIN_WIDTH;
}
