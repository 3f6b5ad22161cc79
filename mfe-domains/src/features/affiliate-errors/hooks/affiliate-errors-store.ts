import { create } from 'zustand'
import type { AffiliateError } from '../types'

export interface AffiliateErrorsEntry {
  errors: AffiliateError[];
  /** Epoch ms of the last successful load or refresh (the screen's "Last Updated"). */
  lastUpdated: number | null;
}

interface AffiliateErrorsState {
  /** Keyed by user and scope, so another login or category never sees this list. */
  byKey: Record<string, AffiliateErrorsEntry>;
  put(key: string, entry: AffiliateErrorsEntry): void;
}

/**
 * The affiliate errors kept while the app runs (the cached list is loaded on entry only
 * when empty), so coming back to the screen shows the last list without a call.
 */
export const useAffiliateErrorsStore = create<AffiliateErrorsState>()((set) => ({
  byKey: {},
  put: (key, entry) => set((s) => ({ byKey: { ...s.byKey, [key]: entry } })),
}))

export const EMPTY_ENTRY: AffiliateErrorsEntry = { errors: [], lastUpdated: null }

/** Forgets every kept list (tests). */
export function resetAffiliateErrorsStore () {
  useAffiliateErrorsStore.setState({ byKey: {} })
}
