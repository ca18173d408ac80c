import { create } from 'zustand';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, type OpenTab } from '../shell/tabs/tabs-model';

/**
 * The shell's open tabs (visitedViews) and, per path, a refresh counter: the view cache re-mounts a
 * page whose counter moved. Cleared with the session (SPEC §4: logout clears all open tabs).
 */
export interface TabsState {
  tabs: OpenTab[];
  refreshes: Record<string, number>;
  open(tab: OpenTab): void;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
  reset(): void;
}

export const useTabs = create<TabsState>((set) => ({
  tabs: [],
  refreshes: {},
  open: (tab) => set((s) => ({ tabs: addTab(s.tabs, tab) })),
  close: (path) => set((s) => ({ tabs: closeTab(s.tabs, path) })),
  closeOthers: (path) => set((s) => ({ tabs: closeOtherTabs(s.tabs, path) })),
  closeAll: () => set((s) => ({ tabs: closeAllTabs(s.tabs) })),
  refresh: (path) => set((s) => ({ refreshes: { ...s.refreshes, [path]: (s.refreshes[path] ?? 0) + 1 } })),
  reset: () => set({ tabs: [], refreshes: {} }),
}));
