import { isSuperCategory, type SuperCategory } from '@sitefleet/shared'

/** Spec §2: the header's category is the last path segment when it is one of the three, else none. */
export function categoryFromPath (pathname: string): SuperCategory | null {
  const last = pathname.split('/').pop() ?? ''
  let segment = last
  try {
    segment = decodeURIComponent(last)
  } catch {
    // A malformed escape is just not a category.
  }
  return isSuperCategory(segment) ? segment : null
}
