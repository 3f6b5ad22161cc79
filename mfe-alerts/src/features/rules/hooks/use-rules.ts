import { useEffect, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, type AlertRules, useApi, useApiQuery } from '@sitefleet/shared'
import { getRules } from '../api/get-rules'
import { saveRules } from '../api/save-rules'

export const RULES_TEXT = { saved: 'Alert rules saved', failed: 'Failed to save the alert rules' } as const

/**
 * The caller's rules as a draft the screen edits, the event kinds and channels they cover. Read
 * again when the channels change (their mutations invalidate this query); each read resets the draft.
 */
export function useRules () {
  const { client } = useApi()
  const query = useApiQuery(['/api/alerts/rules'], getRules)
  const [draft, setDraft] = useState<AlertRules | null>(null)
  const saving = useMutation({ mutationFn: (rules: AlertRules) => saveRules(client, rules) })

  useEffect(() => {
    if (query.data) setDraft(query.data.rules)
  }, [query.data])

  const save = async () => {
    if (draft === null) return
    try {
      await saving.mutateAsync(draft)
      toast.success(RULES_TEXT.saved)
    } catch (err) {
      toast.error(getErrorMessage(err, RULES_TEXT.failed))
    }
  }

  return { state: loadState(query), reload: () => void query.refetch(), draft, setDraft, saving: saving.isPending, save }
}
