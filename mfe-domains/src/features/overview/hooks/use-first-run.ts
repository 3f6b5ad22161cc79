import { useCallback, useEffect, useState } from 'react'
import { loadState, paths, readItem, STORAGE_KEYS, useApiQuery, writeItem, type ChecklistStep, type LayoutKind } from '@sitefleet/shared'
import { getAlertChannelCount } from '../api/get-alert-channels'
import { getRegistrarAccountCount } from '../api/get-registrar-accounts'
import { getUserCount } from '../api/get-users'

/**
 * The first-run checklist: shown when the portfolio is empty, and kept (with its ticks) once
 * begun until every step is done or it is dismissed; this browser remembers either.
 */
export function useFirstRun (layout: LayoutKind, category: string, domainCount: number) {
  const [stage, setStage] = useState(() => readItem(STORAGE_KEYS.firstRun))
  const begun = stage === 'open' || (stage === null && domainCount === 0)
  const query = useApiQuery(['first-run', { begun, layout }], async (client, signal) => {
    if (!begun) return null
    const [registrars, channels, users] = await Promise.all([
      getRegistrarAccountCount(client, signal),
      getAlertChannelCount(client, signal),
      layout === 'admin' ? getUserCount(client, signal) : Promise.resolve(0),
    ])
    return { registrars, channels, users }
  })
  const state = loadState(query)
  const counts = state.status === 'ready' ? state.data : null
  const steps: ChecklistStep[] | null = counts === null
    ? null
    : [
        { label: 'Import your portfolio', to: paths.import(layout, category), done: domainCount > 0 },
        { label: 'Connect a registrar', to: paths.registrars(layout), done: counts.registrars > 0 },
        { label: 'Add an alert channel', to: paths.alertSettings(layout), done: counts.channels > 0 },
        // Accounts are made by an admin: a user's list has no such step.
        ...(layout === 'admin' ? [{ label: 'Invite a teammate', to: paths.signup, done: counts.users > 0 }] : []),
      ]
  const shown = begun && steps !== null && !steps.every((s) => s.done)
  // Once shown it stays (ticking its steps) after the first import, until done or dismissed.
  useEffect(() => {
    if (shown && stage === null) writeItem(STORAGE_KEYS.firstRun, 'open')
  }, [shown, stage])
  const dismiss = useCallback(() => {
    writeItem(STORAGE_KEYS.firstRun, 'dismissed')
    setStage('dismissed')
  }, [])
  return shown ? { steps: steps!, dismiss } : null
}
