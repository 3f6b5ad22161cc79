import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { categoryFromPath, scopeFor, useCategoryStore, type LayoutKind, type SuperCategory } from '@sitefleet/shared'
import { askDatingAccess } from './ask-dating-access'

/** The same path with its last segment (the category) replaced. */
export function withCategory (pathname: string, category: SuperCategory): string {
  return pathname.slice(0, pathname.lastIndexOf('/') + 1) + category
}

/**
 * Keeps the data honest with the URL: when the last path segment names a category it
 * becomes the stored category before the page renders, so bookmarks, shared links and the back
 * button show that category's data. Returns false while they still disagree (render no page yet).
 *
 * Only a change of URL adopts its category: a category switch stores the new one just before it
 * navigates, and must not be undone in between. On the user layout dating still needs its access
 * password; a refused prompt goes to the same page of the stored category. When another tab
 * changes the stored category, a page whose URL names one keeps it, in memory only (writing it
 * back would ping-pong between the tabs).
 */
export function useUrlCategory (layout: LayoutKind): boolean {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const stored = useCategoryStore((s) => s.category)
  const wanted = categoryFromPath(pathname)
  // The path on screen (null once unmounted), for answers that arrive after a prompt.
  const shown = useRef<string | null>(pathname)

  useLayoutEffect(() => {
    shown.current = pathname
    const { category, setCategory } = useCategoryStore.getState()
    if (wanted === null || wanted === category) return
    if (layout !== 'user' || wanted !== 'dating') {
      setCategory(wanted)
      return
    }
    void askDatingAccess().then((granted) => {
      if (shown.current !== pathname) return
      if (granted) setCategory('dating')
      else navigate(withCategory(pathname, useCategoryStore.getState().category) + search, { replace: true })
    })
    // Adopt on a change of URL only (see above); search is read for the redirect, not a trigger.
  }, [pathname])

  useEffect(() => () => void (shown.current = null), [])

  useEffect(() => {
    // Runs after the store's own storage listener (registered when shared loaded).
    const keepOwn = () => {
      const own = shown.current === null ? null : categoryFromPath(shown.current)
      if (own !== null && own !== useCategoryStore.getState().category) {
        useCategoryStore.setState({ category: own, scope: scopeFor(own) })
      }
    }
    window.addEventListener('storage', keepOwn)
    return () => window.removeEventListener('storage', keepOwn)
  }, [])

  return wanted === null || wanted === stored
}
