import { create } from 'zustand'
import { STORAGE_KEYS } from '../config/constants'
import { readItem, writeItem } from '../lib/storage'

export type ThemeChoice = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function saved (): ThemeChoice | null {
  const value = readItem(STORAGE_KEYS.theme)
  return value === 'light' || value === 'dark' ? value : null
}

/** The theme the page shows: the user's choice, else the system's. */
export function systemTheme (): ThemeChoice {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

/**
 * <html data-theme> pins the colour scheme (ui.css's light-dark() tokens follow it); without the
 * attribute the page follows the system setting, live.
 */
export function applyTheme (choice: ThemeChoice | null): void {
  if (typeof document === 'undefined') return
  if (choice === null) delete document.documentElement.dataset.theme
  else document.documentElement.dataset.theme = choice
}

interface ThemeState {
  /** null until the user picks one: the system setting rules. */
  choice: ThemeChoice | null;
  choose(choice: ThemeChoice | null): void;
}

export const useThemeStore = create<ThemeState>()((set) => ({
  choice: saved(),
  choose: (choice) => {
    writeItem(STORAGE_KEYS.theme, choice)
    applyTheme(choice)
    set({ choice })
  },
}))
