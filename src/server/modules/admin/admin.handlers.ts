import {
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
import { defineRoute, method } from '../../http/handler';
import { confirmBankOrder } from '../payments/payments.service';
import { listAdminCompanies, setCompanyType } from './admin.companies';
import { listQualityMarks } from './admin.quality';
import {
  createDocument,
  createNews,
  editDocument,
  editNews,
  listAdminDocuments,
  listAdminNews,
  removeDocument,
  removeNews,
} from './admin.content.service';
import {
  createDiscount,
  editDiscount,
  getAdminOrder,
  listAdminDiscounts,
  listAdminOrders,
  listAdminPaymentEvents,
  removeDiscount,
} from './admin.orders.service';
import { getUserDetail, listUsers, removeUserDevice, setUserLock, setUserPlan } from './admin.users.service';

/**
 * Every admin method is `auth: 'admin'`: defineRoute refuses anyone but a signed-in administrator
 * (401, then 403) before it parses the query or reads the body, and hands the handler that admin.
 */

// ---- users

export const adminUsersRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminUsersQuery,
    handler: ({ query }) => listUsers(getDb(), query),
  }),
});

export const adminUserRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminUserParams,
    handler: ({ query }) => getUserDetail(getDb(), query.userId),
  }),
});

export const adminUserPlanRoute = defineRoute({
  PUT: method({
    auth: 'admin',
    query: adminUserParams,
    body: setPlanBody,
    handler: ({ query, body }) => setUserPlan(getDb(), query.userId, body),
  }),
});

export const adminUserDeviceRoute = defineRoute({
  DELETE: method({
    auth: 'admin',
    query: adminDeviceParams,
    handler: ({ query }) => removeUserDevice(getDb(), query.userId, query.deviceId),
  }),
});

export const adminUserLockRoute = defineRoute({
  POST: method({
    auth: 'admin',
    query: adminUserParams,
    body: lockBody,
    handler: ({ user, query, body }) => setUserLock(getDb(), user, query.userId, body),
  }),
});

// ---- orders and payments

export const adminOrdersRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminOrdersQuery,
    handler: ({ query }) => listAdminOrders(getDb(), query),
  }),
});

export const adminPaymentEventsRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminPaymentEventsQuery,
    handler: ({ query }) => listAdminPaymentEvents(getDb(), query),
  }),
});

/** A bank transfer seen on the account: the payments service marks the order paid and grants the plan. */
export const adminConfirmBankRoute = defineRoute({
  POST: method({
    auth: 'admin',
    query: adminOrderParams,
    handler: async ({ user, query }) => {
      const db = getDb();
      await getAdminOrder(db, query.orderCode);
      await confirmBankOrder(db, query.orderCode, user.id);
      return getAdminOrder(db, query.orderCode);
    },
  }),
});

// ---- discount codes

export const adminDiscountsRoute = defineRoute({
  GET: method({
    auth: 'admin',
    handler: () => listAdminDiscounts(getDb()),
  }),
  POST: method({
    auth: 'admin',
    body: discountBody,
    status: 201,
    handler: ({ body }) => createDiscount(getDb(), body),
  }),
});

export const adminDiscountRoute = defineRoute({
  PUT: method({
    auth: 'admin',
    query: adminIdParams,
    body: discountBody,
    handler: ({ query, body }) => editDiscount(getDb(), query.id, body),
  }),
  DELETE: method({
    auth: 'admin',
    query: adminIdParams,
    handler: ({ query }) => removeDiscount(getDb(), query.id),
  }),
});

// ---- data quality and company types (docs/DATA.md "Quality marks", "Company type")

export const adminQualityRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminQualityQuery,
    handler: ({ query }) => listQualityMarks(getDb(), query),
  }),
});

export const adminCompaniesRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminCompaniesQuery,
    handler: ({ query }) => listAdminCompanies(getDb(), query),
  }),
});

export const adminCompanyTypeRoute = defineRoute({
  PUT: method({
    auth: 'admin',
    query: adminCompanyParams,
    body: companyTypeBody,
    handler: ({ query, body }) => setCompanyType(getDb(), query.ticker, body),
  }),
});

// ---- statement source priority (docs/DATA.md "Sources of a statement")

export const adminStatementSourcesRoute = defineRoute({
  GET: method({ auth: 'admin', handler: () => getDefaultSources(getDb()) }),
  PUT: method({
    auth: 'admin',
    body: sourcePriorityBody,
    handler: async ({ body }) => {
      const answer = await setDefaultSources(getDb(), body);
      clearResponseCache();
      return answer;
    },
  }),
});

export const adminCompanySourcesRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminSourceParams,
    handler: ({ query }) => getCompanySources(getDb(), query.ticker),
  }),
  PUT: method({
    auth: 'admin',
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
  GET: method({
    auth: 'admin',
    query: adminContentQuery,
    handler: ({ query }) => listAdminNews(getDb(), query),
  }),
  POST: method({
    auth: 'admin',
    body: newsBody,
    status: 201,
    handler: ({ body }) => createNews(getDb(), body),
  }),
});

export const adminNewsRoute = defineRoute({
  PUT: method({
    auth: 'admin',
    query: adminIdParams,
    body: newsBody,
    handler: ({ query, body }) => editNews(getDb(), query.id, body),
  }),
  DELETE: method({
    auth: 'admin',
    query: adminIdParams,
    handler: ({ query }) => removeNews(getDb(), query.id),
  }),
});

export const adminDocumentsRoute = defineRoute({
  GET: method({
    auth: 'admin',
    query: adminContentQuery,
    handler: ({ query }) => listAdminDocuments(getDb(), query),
  }),
  POST: method({
    auth: 'admin',
    body: documentBody,
    status: 201,
    handler: ({ body }) => createDocument(getDb(), body),
  }),
});

export const adminDocumentRoute = defineRoute({
  PUT: method({
    auth: 'admin',
    query: adminIdParams,
    body: documentBody,
    handler: ({ query, body }) => editDocument(getDb(), query.id, body),
  }),
  DELETE: method({
    auth: 'admin',
    query: adminIdParams,
    handler: ({ query }) => removeDocument(getDb(), query.id),
  }),
});
