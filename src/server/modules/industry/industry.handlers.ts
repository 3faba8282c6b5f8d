import { z } from 'zod';
import { industryQuery, presentationQuery } from '@/common/contracts/industry';
import { ALL_INDUSTRIES_PERMISSION, industryPermission } from '@/common/industry/industries';
import { assertAccess, roleOfUser } from '../../access/accessContext';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getIndustryCompanies, getIndustryOverview } from './industry.companies.service';
import { getIndustryDashboard, getIndustryList } from './industry.dashboard.service';
import { getPresentation } from './industry.presentation.service';

// Industry deep data (issue 10), in the hashCode envelope and cached per query and access like the
// macro routes. The list and the dashboards are open (structure, `locked` for the caller); the figures
// come from /api/macro/metric-data (the industry's DEEP_DATA_* code); the company comparison needs
// that code, the overview DEEP_DATA_ALL, a presentation its PRESENT_* code (docs/ACCESS.md).

/** No parameters (unknown ones are dropped, so they cannot multiply the cached answers). */
const noQuery = z.object({});

export const industryListRoute = defineRoute({
  GET: method({
    query: noQuery,
    encrypt: true,
    cache: true,
    handler: ({ user }) => getIndustryList(getDb(), roleOfUser(user)),
  }),
});

export const industryDashboardRoute = defineRoute({
  GET: method({
    query: industryQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => getIndustryDashboard(getDb(), roleOfUser(user), query.industry),
  }),
});

export const industryCompaniesRoute = defineRoute({
  GET: method({
    query: industryQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => {
      assertAccess(user, industryPermission(query.industry));
      return getIndustryCompanies(getDb(), query.industry);
    },
  }),
});

export const industryOverviewRoute = defineRoute({
  GET: method({
    query: noQuery,
    guards: [requireAccess(ALL_INDUSTRIES_PERMISSION)],
    encrypt: true,
    cache: true,
    handler: () => getIndustryOverview(getDb()),
  }),
});

export const industryPresentationRoute = defineRoute({
  GET: method({
    query: presentationQuery,
    encrypt: true,
    cache: true,
    handler: ({ query, user }) => getPresentation(getDb(), user, query.slug),
  }),
});
