import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate } from '@/application/hydrate';
import { DEFAULT_TICKER, DEFAULT_UNIT_FORMAT, type UnitFormat } from '@/common/constants/finance';

/**
 * Enterprise screens' UI state (spec section 3, enterprise state); server data lives in RTK Query.
 * The statement pages' unit, period type and number of periods live in their address instead
 * (src/features/finance/useFinanceView.ts), as does the ratio screens' period
 * (src/features/ratios/ratioPeriodUrl.ts); `unit` here is the financial chart's unit.
 */
export interface EnterpriseState {
  /** The ticker every /enterprise page shows ("ticket" in the spec's calls). */
  ticker: string;
  /** The financial chart's unit ("formatData" in the spec). */
  unit: UnitFormat;
  /** Search within the line items of the statement table. */
  textSearch: string;
  isExpandHeader: boolean;
  /** Growth view of the statement table: values, YoY or QoQ change. */
  growthView: 'value' | 'yoy' | 'qoq';
}

export const initialEnterpriseState: EnterpriseState = {
  ticker: DEFAULT_TICKER,
  unit: DEFAULT_UNIT_FORMAT,
  textSearch: '',
  isExpandHeader: false,
  growthView: 'value',
};

export const enterpriseSlice = createSlice({
  name: 'enterprise',
  initialState: initialEnterpriseState,
  reducers: {
    setTicker(state, action: PayloadAction<string>) {
      state.ticker = action.payload.trim().toUpperCase();
    },
    setUnit(state, action: PayloadAction<UnitFormat>) {
      state.unit = action.payload;
    },
    setTextSearch(state, action: PayloadAction<string>) {
      state.textSearch = action.payload;
    },
    toggleExpandHeader(state) {
      state.isExpandHeader = !state.isExpandHeader;
    },
    setGrowthView(state, action: PayloadAction<EnterpriseState['growthView']>) {
      state.growthView = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A client-side navigation to /enterprise/X/... brings X in the new page's server state; the rest of this
    // slice is the user's UI choices, which survive navigation.
    builder.addCase(hydrate, (state, action) => {
      const incoming = action.payload.enterprise;
      if (
        incoming &&
        typeof incoming === 'object' &&
        'ticker' in incoming &&
        typeof incoming.ticker === 'string'
      ) {
        state.ticker = incoming.ticker;
      }
    });
  },
  selectors: {
    selectTicker: (state) => state.ticker,
    selectUnit: (state) => state.unit,
    selectTextSearch: (state) => state.textSearch,
    selectIsExpandHeader: (state) => state.isExpandHeader,
    selectGrowthView: (state) => state.growthView,
  },
});

export const { setTicker, setUnit, setTextSearch, toggleExpandHeader, setGrowthView } =
  enterpriseSlice.actions;

export const { selectTicker, selectUnit, selectTextSearch, selectIsExpandHeader, selectGrowthView } =
  enterpriseSlice.selectors;
