import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LayoutState {
  /** The collapsible side menu is open by default. */
  sideMenuCollapsed: boolean;
  /** The shared layout's sidebar starts collapsed. */
  sidebarCollapsed: boolean;
}

export const initialLayoutState: LayoutState = { sideMenuCollapsed: false, sidebarCollapsed: true };

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    toggleSideMenu(state) {
      state.sideMenuCollapsed = !state.sideMenuCollapsed;
    },
    setSideMenuCollapsed(state, action: PayloadAction<boolean>) {
      state.sideMenuCollapsed = action.payload;
    },
    toggleSidebar(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
  },
  selectors: {
    selectSideMenuCollapsed: (state) => state.sideMenuCollapsed,
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
  },
});

export const { toggleSideMenu, setSideMenuCollapsed, toggleSidebar } = layoutSlice.actions;
export const { selectSideMenuCollapsed, selectSidebarCollapsed } = layoutSlice.selectors;
