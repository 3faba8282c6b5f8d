import { createAction } from '@reduxjs/toolkit';

/**
 * Server-rendered pages send store state in pageProps.initialReduxState; on client-side navigation the
 * shell dispatches it with this action and each slice that has server data merges it.
 */
export const hydrate = createAction<Record<string, unknown>>('app/hydrate');
