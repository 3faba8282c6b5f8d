import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getHealth } from './health.service';

export const healthRoute = defineRoute({
  GET: method({
    auth: 'none',
    handler: async ({ res }) => {
      const report = await getHealth(getDb());
      // Load balancers read the status code; a node without its database should get no traffic.
      if (report.database === 'down') res.status(503);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ data: report });
    },
  }),
});
