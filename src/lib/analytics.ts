import { publicConfig } from './config';

type ReactGa = (typeof import('react-ga4'))['default'];

/**
 * GA4 page views. Silently off without a measurement id; with one, react-ga4 is loaded after the
 * page has started (not part of any page's first-load JavaScript), and page views seen before it
 * arrives are sent, in order, once it has.
 */
let analytics: Promise<ReactGa> | undefined;

export function initAnalytics(): void {
  if (analytics || !publicConfig.gaMeasurementId) return;
  const measurementId = publicConfig.gaMeasurementId;
  analytics = import('react-ga4').then(({ default: ReactGA }) => {
    ReactGA.initialize(measurementId);
    return ReactGA;
  });
}

export function trackPageView(path: string): void {
  void analytics?.then((ReactGA) => {
    ReactGA.send({ hitType: 'pageview', page: path });
  });
}
