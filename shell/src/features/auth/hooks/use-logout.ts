import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { LOGOUT_REDIRECT_MS, paths, toast, useAuthStore } from '@sitefleet/shared'

export const LOGGED_OUT = 'User Logged Out'

/** Logout: clear token and name now, toast, go to /login after 1.5 s. */
export function useLogout () {
  const navigate = useNavigate()
  const logout = useAuthStore((s) => s.logout)
  return useCallback(() => {
    // The grace outlasts the redirect a little so the guard never wins the race against it.
    logout({ graceMs: LOGOUT_REDIRECT_MS + 500 })
    toast.success(LOGGED_OUT)
    setTimeout(() => navigate(paths.login, { replace: true }), LOGOUT_REDIRECT_MS)
  }, [logout, navigate])
}
