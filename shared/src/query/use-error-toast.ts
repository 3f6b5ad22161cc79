import { useEffect } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { toast } from '../ui/toast-store'

/**
 * Toasts `message` once each time `query`'s read fails, when the failure is shown (the read has
 * ended). A screen that also shows the failure in place (LoadError with Retry) may toast beside it.
 */
export function useErrorToast (query: UseQueryResult<unknown, Error>, message: string): void {
  const failedAt = query.isError && !query.isFetching ? query.errorUpdatedAt : 0
  useEffect(() => {
    if (failedAt !== 0) toast.error(message)
  }, [failedAt])
}
