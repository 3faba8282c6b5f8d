import { api } from '@/application/api';
import type { OutboxMail } from '@/common/contracts/account';

/** The development mail outbox (GET /api/dev/outbox; 404 when the page is turned off). */
export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxMail[], undefined>({
      query: () => ({ url: '/dev/outbox', silent: true }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOutboxQuery } = outboxApi;
