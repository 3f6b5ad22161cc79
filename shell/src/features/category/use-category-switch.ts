import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { paths, useCategoryStore, type LayoutKind, type SuperCategory } from '@sitefleet/shared'
import { askDatingAccess } from './ask-dating-access'

/**
 * Category switch: remember the category and open its dashboard. On the user layout
 * dating is behind a password the server checks; a cancelled prompt or a wrong password changes
 * nothing (neither the stored category nor the URL). The right one answers the session token
 * with the dating claim, which the dating calls need.
 */
export function useCategorySwitch (layout: LayoutKind) {
  const navigate = useNavigate()
  const setCategory = useCategoryStore((s) => s.setCategory)

  return useCallback(
    async (category: SuperCategory) => {
      if (layout === 'user' && category === 'dating' && !(await askDatingAccess())) return
      setCategory(category)
      navigate(paths.products(layout, category))
    },
    [layout, navigate, setCategory]
  )
}
