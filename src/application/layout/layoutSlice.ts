import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LayoutState {
  /** The collapsible side menu is open by default. */
  sideMenuCollapsed: boolean;
  /** The shared layout's sidebar starts collapsed. */
  sidebarCollapsed: boolean;
  /** Narrow screens: the side menu is a drawer over the page, closed until the menu button opens it. */
  mobileMenuOpen: boolean;
}

export const initialLayoutState: LayoutState = {
  sideMenuCollapsed: false,
  sidebarCollapsed: true,
  mobileMenuOpen: false,
};

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
    setMobileMenuOpen(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
    },
    toggleSidebar(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
  },
  selectors: {
    selectSideMenuCollapsed: (state) => state.sideMenuCollapsed,
    selectSidebarCollapsed: (state) => state.sidebarCollapsed,
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
  },
});

export const { toggleSideMenu, setSideMenuCollapsed, setMobileMenuOpen, toggleSidebar } = layoutSlice.actions;
export const { selectSideMenuCollapsed, selectSidebarCollapsed, selectMobileMenuOpen } =
  layoutSlice.selectors;
