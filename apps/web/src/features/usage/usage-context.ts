import type { Usage } from '@vi/contracts';
import { createContext, useContext } from 'react';

export interface UsageState {
  /** The last usage loaded; kept while a later refresh fails, so the cards do not go blank. */
  usage: Usage | null;
  /** The last load failed (the dashboard says "Failed to load session stats"; the cause goes to the console). */
  loadFailed: boolean;
  loading: boolean;
  /** When `usage` was last loaded (ms since the epoch). */
  refreshedAt: number | null;
}

export interface UsageContextValue extends UsageState {
  /** Loads the usage again; concurrent calls share one request. Never rejects (errors land in `error`). */
  refresh(): Promise<void>;
}

export const UsageContext = createContext<UsageContextValue | null>(null);

/** This month's usage of the signed-in member, shared by the navigation bar and the dashboard. */
export function useUsage(): UsageContextValue {
  const value = useContext(UsageContext);
  if (!value) throw new Error('useUsage must be used inside <UsageProvider>');
  return value;
}
