import { isSuperCategory, type SuperCategory } from '../config/categories'

/** The header's category is the last path segment when it is one of the three, else none. */
export function categoryFromPath (pathname: string): SuperCategory | null {
  // A panel's path may carry a query (`/domains/casino?category=Brand`): the category is before it.
  const last = pathname.split(/[?#]/, 1)[0].split('/').pop() ?? ''
  let segment = last
  try {
    segment = decodeURIComponent(last)
  } catch {
    // A malformed escape is just not a category.
  }
  return isSuperCategory(segment) ? segment : null
}
