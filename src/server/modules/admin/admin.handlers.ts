import type { z } from 'zod';
import {
  ADMIN_IMPORT_BODY_LIMIT_BYTES,
  ADMIN_MESSAGES,
  adminContentQuery,
  adminDeviceParams,
  adminIdParams,
  adminOrderParams,
  adminOrdersQuery,
  adminPaymentEventsQuery,
  adminUserParams,
  adminUsersQuery,
  discountBody,
  documentBody,
  importBody,
  lockBody,
  newsBody,
  setPlanBody,
} from '@/common/contracts/admin';
import {
  adminCompaniesQuery,
  adminCompanyParams,
  adminQualityQuery,
  companyTypeBody,
} from '@/common/contracts/adminData';
import { adminSourceParams, sourcePriorityBody } from '@/common/contracts/adminSources';
import { getDb } from '../../db/client';
import { clearResponseCache } from '../../http/responseCache';
import {
  getCompanySources,
  getDefaultSources,
  setCompanySources,
  setDefaultSources,
} from '../finance/sourcePriority';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { defineRoute, method, type Guard, type RequestContext } from '../../http/handler';
import { parseOrThrow } from '../../http/validation';
import { confirmBankOrder } from '../payments/payments.service';
import { listAdminCompanies, setCompanyType } from './admin.companies';
import { importUploadedFile, importsOverview } from './admin.imports';
import { listQualityMarks } from './admin.quality';
import {
  createDiscount,
  createDocument,
  createNews,
  editDiscount,
  editDocument,
  editNews,
  getAdminOrder,
  getUserDetail,
  listAdminDiscounts,
  listAdminDocuments,
  listAdminNews,
  listAdminOrders,
  listAdminPaymentEvents,
  listUsers,
  removeDiscount,
  removeDocument,
  removeNews,
  removeUserDevice,
  setUserLock,
  setUserPlan,
} from './admin.service';

/** Every admin route: a signed-in administrator, else 403 (the guard runs before any validation). */
export const requireAdmin: Guard = ({ user }) => {
  if (!user?.isAdmin) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
};

interface AdminContext<Q, B> extends RequestContext<Q, B> {
  admin: AuthUser;
}

interface AdminMethodSpec<QS extends z.ZodType, BS extends z.ZodType, R> {
  /** Validated after the admin check, so callers without rights learn nothing about the route's input. */
  query?: QS;
  body?: BS;
  status?: number;
  /** Bodies larger than the default (uploads): read only once the caller is known to be an administrator. */
  bodyLimitBytes?: number;
  handler: (ctx: AdminContext<z.infer<QS>, z.infer<BS>>) => Promise<R> | R;
}

/** A method of an admin route: auth required, the admin guard, then query and body validation. */
function adminMethod<QS extends z.ZodType = z.ZodUnknown, BS extends z.ZodType = z.ZodUnknown, R = unknown>(
  spec: AdminMethodSpec<QS, BS, R>,
) {
  return method({
    auth: 'required',
    guards: [requireAdmin],
    status: spec.status,
    bodyLimitBytes: spec.bodyLimitBytes,
    inputs: { query: spec.query, body: spec.body },
    handler: (ctx) => {
      const admin = ctx.user;
      if (!admin?.isAdmin) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.forbidden);
      const query: z.infer<QS> = spec.query
        ? parseOrThrow(spec.query, ctx.req.query, 'query')
        : (ctx.req.query as z.infer<QS>);
      const body: z.infer<BS> = spec.body
        ? parseOrThrow(spec.body, ctx.req.body ?? {}, 'body')
        : (ctx.req.body as z.infer<BS>);
      return spec.handler({ ...ctx, admin, query, body });
    },
  });
}

// ---- users

export const adminUsersRoute = defineRoute({
  GET: adminMethod({
    query: adminUsersQuery,
    handler: ({ query }) => listUsers(getDb(), query),
  }),
});

export const adminUserRoute = defineRoute({
  GET: adminMethod({
    query: adminUserParams,
    handler: ({ query }) => getUserDetail(getDb(), query.userId),
  }),
});

export const adminUserPlanRoute = defineRoute({
  PUT: adminMethod({
    query: adminUserParams,
    body: setPlanBody,
    handler: ({ query, body }) => setUserPlan(getDb(), query.userId, body),
  }),
});

export const adminUserDeviceRoute = defineRoute({
  DELETE: adminMethod({
    query: adminDeviceParams,
    handler: ({ query }) => removeUserDevice(getDb(), query.userId, query.deviceId),
  }),
});

export const adminUserLockRoute = defineRoute({
  POST: adminMethod({
    query: adminUserParams,
    body: lockBody,
    handler: ({ admin, query, body }) => setUserLock(getDb(), admin, query.userId, body),
  }),
});

// ---- orders and payments

export const adminOrdersRoute = defineRoute({
  GET: adminMethod({
    query: adminOrdersQuery,
    handler: ({ query }) => listAdminOrders(getDb(), query),
  }),
});

export const adminPaymentEventsRoute = defineRoute({
  GET: adminMethod({
    query: adminPaymentEventsQuery,
    handler: ({ query }) => listAdminPaymentEvents(getDb(), query),
  }),
});

/** A bank transfer seen on the account: the payments service marks the order paid and grants the plan. */
export const adminConfirmBankRoute = defineRoute({
  POST: adminMethod({
    query: adminOrderParams,
    handler: async ({ admin, query }) => {
      const db = getDb();
      await getAdminOrder(db, query.orderCode);
      await confirmBankOrder(db, query.orderCode, admin.id);
      return getAdminOrder(db, query.orderCode);
    },
  }),
});

// ---- discount codes

export const adminDiscountsRoute = defineRoute({
  GET: adminMethod({
    handler: () => listAdminDiscounts(getDb()),
  }),
  POST: adminMethod({
    body: discountBody,
    status: 201,
    handler: ({ body }) => createDiscount(getDb(), body),
  }),
});

export const adminDiscountRoute = defineRoute({
  PUT: adminMethod({
    query: adminIdParams,
    body: discountBody,
    handler: ({ query, body }) => editDiscount(getDb(), query.id, body),
  }),
  DELETE: adminMethod({
    query: adminIdParams,
    handler: ({ query }) => removeDiscount(getDb(), query.id),
  }),
});

// ---- imports

/**
 * Uploads carry the file as base64 in JSON: up to 20 MB of body, read only after the administrator
 * check and streamed to a temporary file (defineRoute's bodyLimitBytes; the page file turns Next's
 * body parser off). Anyone else is refused before a byte of the body is read.
 */
export const adminImportsRoute = defineRoute({
  GET: adminMethod({
    handler: () => importsOverview(getDb()),
  }),
  POST: adminMethod({
    body: importBody,
    bodyLimitBytes: ADMIN_IMPORT_BODY_LIMIT_BYTES,
    handler: ({ body }) => importUploadedFile(getDb(), body),
  }),
});

// ---- data quality and company types (docs/DATA.md "Quality marks", "Company type")

export const adminQualityRoute = defineRoute({
  GET: adminMethod({
    query: adminQualityQuery,
    handler: ({ query }) => listQualityMarks(getDb(), query),
  }),
});

export const adminCompaniesRoute = defineRoute({
  GET: adminMethod({
    query: adminCompaniesQuery,
    handler: ({ query }) => listAdminCompanies(getDb(), query),
  }),
});

export const adminCompanyTypeRoute = defineRoute({
  PUT: adminMethod({
    query: adminCompanyParams,
    body: companyTypeBody,
    handler: ({ query, body }) => setCompanyType(getDb(), query.ticker, body),
  }),
});

// ---- statement source priority (docs/DATA.md "Sources of a statement")

export const adminStatementSourcesRoute = defineRoute({
  GET: adminMethod({ handler: () => getDefaultSources(getDb()) }),
  PUT: adminMethod({
    body: sourcePriorityBody,
    handler: async ({ body }) => {
      const answer = await setDefaultSources(getDb(), body);
      clearResponseCache();
      return answer;
    },
  }),
});

export const adminCompanySourcesRoute = defineRoute({
  GET: adminMethod({
    query: adminSourceParams,
    handler: ({ query }) => getCompanySources(getDb(), query.ticker),
  }),
  PUT: adminMethod({
    query: adminSourceParams,
    body: sourcePriorityBody,
    handler: async ({ query, body }) => {
      const answer = await setCompanySources(getDb(), query.ticker, body);
      clearResponseCache();
      return answer;
    },
  }),
});

// ---- news and documents

export const adminNewsListRoute = defineRoute({
  GET: adminMethod({
    query: adminContentQuery,
    handler: ({ query }) => listAdminNews(getDb(), query),
  }),
  POST: adminMethod({
    body: newsBody,
    status: 201,
    handler: ({ body }) => createNews(getDb(), body),
  }),
});

export const adminNewsRoute = defineRoute({
  PUT: adminMethod({
    query: adminIdParams,
    body: newsBody,
    handler: ({ query, body }) => editNews(getDb(), query.id, body),
  }),
  DELETE: adminMethod({
    query: adminIdParams,
    handler: ({ query }) => removeNews(getDb(), query.id),
  }),
});

export const adminDocumentsRoute = defineRoute({
  GET: adminMethod({
    query: adminContentQuery,
    handler: ({ query }) => listAdminDocuments(getDb(), query),
  }),
  POST: adminMethod({
    body: documentBody,
    status: 201,
    handler: ({ body }) => createDocument(getDb(), body),
  }),
});

export const adminDocumentRoute = defineRoute({
  PUT: adminMethod({
    query: adminIdParams,
    body: documentBody,
    handler: ({ query, body }) => editDocument(getDb(), query.id, body),
  }),
  DELETE: adminMethod({
    query: adminIdParams,
    handler: ({ query }) => removeDocument(getDb(), query.id),
  }),
});
