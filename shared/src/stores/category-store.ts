import { create } from 'zustand'
import { DEFAULT_SUPER_CATEGORY, isSuperCategory, scopeFor, type SuperCategory } from '../config/categories'
import { STORAGE_KEYS } from '../config/constants'
import { readItem, writeItem } from '../lib/storage'

/**
 * The remembered super category. Stored as a plain string under `superCategory`,
 * not zustand's JSON envelope, so existing browsers and the spec's key stay compatible.
 */
export interface CategoryState {
  category: SuperCategory;
  /** API prefix for the category: api/scraper, casino/scraper or dating/scraper. */
  scope: string;
  setCategory(category: SuperCategory): void;
}

function initialCategory (): SuperCategory {
  const saved = readItem(STORAGE_KEYS.superCategory)
  return isSuperCategory(saved) ? saved : DEFAULT_SUPER_CATEGORY
}

const start = initialCategory()

export const useCategoryStore = create<CategoryState>()((set) => ({
  category: start,
  scope: scopeFor(start),
  setCategory (category) {
    writeItem(STORAGE_KEYS.superCategory, category)
    set({ category, scope: scopeFor(category) })
  },
}))

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.superCategory) return
    const category = initialCategory()
    useCategoryStore.setState({ category, scope: scopeFor(category) })
  })
}

/** The scope of the remembered category, read outside React (API helpers). */
export function getScope (): string {
  return useCategoryStore.getState().scope
}
