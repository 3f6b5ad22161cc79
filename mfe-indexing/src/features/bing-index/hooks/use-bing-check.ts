import { useCallback, useRef, useState } from 'react'
import { toast, useApi } from '@sitefleet/shared'
import { startBingCheck } from '../api/start-bing-check'

export const BING_CHECK_DONE = 'Bing Index Check Complete'
export const BING_CHECK_FAILED = 'Error checking Bing index'

/** The "Bing Index Check" button: idle → checking (disabled) → idle, with a toast either way. */
export function useBingCheck () {
  const { client } = useApi()
  const [checking, setChecking] = useState(false)
  // A double click must not send two requests before React re-renders the disabled button.
  const busy = useRef(false)

  const run = useCallback(async () => {
    if (busy.current) return
    busy.current = true
    setChecking(true)
    try {
      await startBingCheck(client)
      toast.success(BING_CHECK_DONE)
    } catch {
      toast.error(BING_CHECK_FAILED)
    } finally {
      busy.current = false
      setChecking(false)
    }
  }, [])

  return { checking, run }
}
