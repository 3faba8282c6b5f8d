import { newsDetailQuery, newsListQuery } from '@/common/contracts/companyPages';
import { requireAccess } from '../../access/guards';
import { getDb } from '../../db/client';
import { defineRoute, method } from '../../http/handler';
import { getCompanyNews, getNewsDetail, NEWS_CODE, newsAccessOf } from './news.service';

// NEWS_ALL: guests read the 10 newest items only (the access table's limit), with a notice.

/** GET /api/enterprise/news?ticket=&page=&pageSize= */
export const companyNewsRoute = defineRoute({
  GET: method({
    query: newsListQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess(NEWS_CODE)],
    handler: ({ query, user }) => getCompanyNews(getDb(), query, newsAccessOf(user)),
  }),
});

/** GET /api/news/[id] (the id is the dynamic segment, which Next puts in the query). */
export const newsDetailRoute = defineRoute({
  GET: method({
    query: newsDetailQuery,
    encrypt: true,
    cache: true,
    guards: [requireAccess(NEWS_CODE)],
    handler: ({ query, user }) => getNewsDetail(getDb(), query.id, newsAccessOf(user)),
  }),
});
