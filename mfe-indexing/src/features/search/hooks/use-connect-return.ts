import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { toast } from '@sitefleet/shared'

export const CONNECT_TEXT = {
  ok: 'Google account connected. Its first sync has started.',
  failed: 'Google did not connect the account (access refused, or the link expired). Press Connect to try again.',
} as const

/**
 * Google's consent page sends the browser back with ?searchConnect=ok|failed: say how it went
 * once, then drop the parameters so a reload does not say it again.
 */
export function useConnectReturn () {
  const location = useLocation()
  const navigate = useNavigate()
  // The effect may run twice for one return (StrictMode, or before the navigation lands): one toast.
  const said = useRef<string | null>(null)
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    const outcome = params.get('searchConnect')
    if (outcome === null || said.current === location.search) return
    said.current = location.search
    if (outcome === 'ok') toast.success(CONNECT_TEXT.ok)
    else toast.error(CONNECT_TEXT.failed)
    params.delete('searchConnect')
    params.delete('searchAccount')
    const rest = params.toString()
    navigate({ pathname: location.pathname, search: rest === '' ? '' : `?${rest}` }, { replace: true })
  }, [location.pathname, location.search, navigate])
}
