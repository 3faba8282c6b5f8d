import ReactGA from 'react-ga4';
import { publicConfig } from './config';

let initialised = false;

/** GA4 is silently off without a measurement id. */
export function initAnalytics(): void {
  if (initialised || !publicConfig.gaMeasurementId) return;
  ReactGA.initialize(publicConfig.gaMeasurementId);
  initialised = true;
}

export function trackPageView(path: string): void {
  if (!initialised) return;
  ReactGA.send({ hitType: 'pageview', page: path });
}
