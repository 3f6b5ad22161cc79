import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { getErrorMessage, toast } from '@sitefleet/shared'

/**
 * One settings write: runs `call`, toasts the server's message (or `done`) or its refusal (or
 * `failed`), and re-reads `keys` either way. Resolves true on success, so a form can close.
 */
export function useWrite (keys: QueryKey[]) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (call: () => Promise<{ message?: string } | undefined>) => call(),
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
  const write = async (call: () => Promise<{ message?: string } | undefined>, done: string, failed: string) => {
    try {
      const answer = await mutation.mutateAsync(call)
      toast.success(answer?.message ?? done)
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, failed))
      return false
    }
  }
  return { write, busy: mutation.isPending }
}
