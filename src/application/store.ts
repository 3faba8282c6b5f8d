import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { accountSlice } from '@/features/account/accountSlice';
import { chartSlice } from '@/features/charts/chartSlice';
import { enterpriseSlice } from '@/features/enterprise/enterpriseSlice';
import { macroSlice } from '@/features/macro/macroSlice';
import { layoutSlice } from './layout/layoutSlice';

// Feature slices join here; combineSlices keeps the state shape and the reducers in one list.
export const rootReducer = combineSlices(
  api,
  layoutSlice,
  enterpriseSlice,
  accountSlice,
  chartSlice,
  macroSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server and one per page load in the browser; tests reuse it too. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  if (typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
