import { z } from 'zod';
import { getDb } from '../db/client';
import { defineRoute, method } from '../http/handler';
import { completeSandboxPayment, sandboxCreate, sandboxQuery } from './momoSandbox';
import { requireSandbox, sendGatewayJson } from './sandbox';
import { completeVnpayPayment } from './vnpaySandbox';

/**
 * Sandbox routes (docs/PAYMENTS.md). Each checks first (a guard) that sandboxes are served (404
 * otherwise), before its body is validated, so a disabled sandbox answers 404 whatever it is sent.
 */

/** MoMo's create API: MoMo's own JSON, not our `{ data }` envelope. */
export const momoSandboxCreateRoute = defineRoute({
  POST: method({
    auth: 'none',
    guards: [requireSandbox],
    handler: async ({ req, res }) => {
      sendGatewayJson(res, 200, await sandboxCreate(getDb(), req.body));
    },
  }),
});

export const momoSandboxQueryRoute = defineRoute({
  POST: method({
    auth: 'none',
    guards: [requireSandbox],
    handler: async ({ req, res }) => {
      sendGatewayJson(res, 200, await sandboxQuery(getDb(), req.body));
    },
  }),
});

const momoCompleteBody = z.object({ token: z.string().min(1).max(20_000), approve: z.boolean() });

/** The sandbox payment page's buttons: `{ data: { redirectUrl, ipnStatus } }`. */
export const momoSandboxCompleteRoute = defineRoute({
  POST: method({
    auth: 'none',
    guards: [requireSandbox],
    body: momoCompleteBody,
    handler: ({ body }) => {
      return completeSandboxPayment(getDb(), body.token, body.approve);
    },
  }),
});

const vnpayCompleteBody = z.object({
  params: z.record(z.string().max(100), z.string().max(2_000)),
  approve: z.boolean(),
});

/** The VNPay sandbox page's buttons: `{ data: { returnUrl, rspCode } }`. */
export const vnpaySandboxCompleteRoute = defineRoute({
  POST: method({
    auth: 'none',
    guards: [requireSandbox],
    body: vnpayCompleteBody,
    handler: ({ body }) => {
      return completeVnpayPayment(getDb(), body.params, body.approve);
    },
  }),
});
