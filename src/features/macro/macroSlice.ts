import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * UI state of the macro screens that is not part of the view: the indicator list's search box, which
 * survives moving between indicator pages. The view itself (selected metrics, chart settings) lives
 * in the address (macroSelection.ts, useMacroView.ts); the spec's server data (macroMenu,
 * macroMetrics, metricOptions, timeSeriesData, samePeriodData) live in RTK Query (macroApi.ts).
 */
export interface MacroState {
  searchText: string;
}

export const initialMacroState: MacroState = {
  searchText: '',
};

export const macroSlice = createSlice({
  name: 'macro',
  initialState: initialMacroState,
  reducers: {
    setSearchText(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
  },
  selectors: {
    selectSearchText: (state) => state.searchText,
  },
});

export const { setSearchText } = macroSlice.actions;

export const { selectSearchText } = macroSlice.selectors;
