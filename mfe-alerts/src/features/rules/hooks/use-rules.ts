import { useCallback, useEffect, useState } from 'react'
import { getErrorMessage, toast, useLoad, type AlertRules, type AlertRulesResponse, useApi } from '@sitefleet/shared'
import { getRules } from '../api/get-rules'
import { saveRules } from '../api/save-rules'

export const RULES_TEXT = { saved: 'Alert rules saved', failed: 'Failed to save the alert rules' } as const

/**
 * The caller's rules as a draft the screen edits, the event kinds and channels they cover.
 * Reloaded when `version` changes (a channel was added or removed).
 */
export function useRules (version: number) {
  const { client } = useApi()
  const loader = useCallback((signal: AbortSignal) => getRules(client, signal), [version])
  const { state, reload } = useLoad<AlertRulesResponse>(loader)
  const [draft, setDraft] = useState<AlertRules | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (state.status === 'ready') setDraft(state.data.rules)
  }, [state])

  const save = async () => {
    if (draft === null) return
    setSaving(true)
    try {
      await saveRules(client, draft)
      toast.success(RULES_TEXT.saved)
    } catch (err) {
      toast.error(getErrorMessage(err, RULES_TEXT.failed))
    } finally {
      setSaving(false)
    }
  }

  return { state, reload, draft, setDraft, saving, save }
}
