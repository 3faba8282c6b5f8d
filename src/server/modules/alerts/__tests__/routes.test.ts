import { ALERTS_ROUTES } from '@/server/web/routes/alerts';
import { alertRoute, alertsRoute } from '../alerts.handlers';
import { unsubscribeRoute } from '../../notifications/notifications.handlers';

describe('the alerts and notifications routes in the registry', () => {
  it('lists every path once, with its handler', () => {
    expect(Object.keys(ALERTS_ROUTES).sort()).toEqual([
      '/api/alerts',
      '/api/alerts/[id]',
      '/api/notifications',
      '/api/notifications/read',
      '/api/notifications/settings',
      '/api/notifications/unread-count',
      '/api/notifications/unsubscribe',
    ]);
    expect(ALERTS_ROUTES['/api/alerts']).toBe(alertsRoute);
    expect(ALERTS_ROUTES['/api/alerts/[id]']).toBe(alertRoute);
    expect(ALERTS_ROUTES['/api/notifications/unsubscribe']).toBe(unsubscribeRoute);
  });
});
