import { useCallback, useRef } from 'react'
import { toast, useApi, useMutation } from '@sitefleet/shared'
import { startBingCheck } from '../api/start-bing-check'

export const BING_CHECK_DONE = 'Bing Index Check Complete'
export const BING_CHECK_FAILED = 'Error checking Bing index'

/** The "Bing Index Check" button: idle → checking (disabled) → idle, with a toast either way. */
export function useBingCheck () {
  const { client } = useApi()
  const check = useMutation({ mutationFn: () => startBingCheck(client) })
  // A double click must not send two requests before React re-renders the disabled button.
  const started = useRef(false)

  const run = useCallback(async () => {
    if (started.current) return
    started.current = true
    check.mutate(undefined, {
      onSuccess: () => toast.success(BING_CHECK_DONE),
      onError: () => toast.error(BING_CHECK_FAILED),
      onSettled: () => { started.current = false },
    })
  }, [check.mutate])

  return { checking: check.isPending, run }
}
