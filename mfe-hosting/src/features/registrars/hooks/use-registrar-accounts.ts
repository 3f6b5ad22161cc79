import { useCallback, useEffect, useRef, useState } from 'react'
import { getErrorMessage, toast, useApi, type CreateRegistrarAccountBody, type RegistrarAccount, type RegistrarTestResponse, type UpdateRegistrarAccountBody } from '@sitefleet/shared'
import { addRegistrar } from '../api/add-registrar'
import { deleteRegistrar } from '../api/delete-registrar'
import { getRegistrars } from '../api/get-registrars'
import { syncRegistrar } from '../api/sync-registrar'
import { testRegistrar } from '../api/test-registrar'
import { updateRegistrar } from '../api/update-registrar'

/** How often the list is read again while an account syncs (progress, then the result). */
export const SYNC_POLL_MS = 2000

export const REGISTRAR_TEXT = {
  loadFailed: 'Failed to load registrar accounts.',
  added: 'Registrar account added',
  updated: 'Registrar account updated',
  deleted: 'Registrar account deleted',
  syncQueued: 'Sync queued',
  failed: 'Something went wrong. Try again.',
} as const

const busy = (a: RegistrarAccount) => a.sync.state !== 'idle'

/** What a Test said: the registrar's answer, or why the call itself failed. */
export type TestOutcome = Pick<RegistrarTestResponse, 'ok' | 'result' | 'message'>

/**
 * The registrar accounts (admin: everyone's), re-read while one syncs, and what can be done to
 * one: add, edit, delete, test and sync now. Test results are kept per account until the next test.
 */
export function useRegistrarAccounts (all: boolean, onSynced?: () => void) {
  const { client } = useApi()
  const [accounts, setAccounts] = useState<RegistrarAccount[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [attempt, setAttempt] = useState(0)
  const [tests, setTests] = useState<Record<string, TestOutcome | 'testing'>>({})
  const syncing = accounts.some(busy)
  const wasSyncing = useRef(false)

  useEffect(() => {
    const controller = new AbortController()
    getRegistrars(client, all, controller.signal).then(
      (list) => {
        setAccounts(list)
        setStatus('ready')
      },
      () => {
        // A failed poll keeps the table; only a failed first load shows the error.
        if (!controller.signal.aborted) setStatus((s) => (s === 'ready' ? s : 'error'))
      }
    )
    return () => controller.abort()
  }, [client, all, attempt])

  useEffect(() => {
    if (!syncing) return
    const timer = setTimeout(() => setAttempt((n) => n + 1), SYNC_POLL_MS)
    return () => clearTimeout(timer)
  }, [syncing, accounts])

  // A sync that just finished may have changed the "not monitored" and "unknown" lists.
  useEffect(() => {
    if (wasSyncing.current && !syncing) onSynced?.()
    wasSyncing.current = syncing
  }, [syncing, onSynced])

  const reload = useCallback(() => {
    setStatus('loading')
    setAttempt((n) => n + 1)
  }, [])
  const replace = (account: RegistrarAccount) => setAccounts((prev) => prev.map((a) => (a.id === account.id ? account : a)))

  const run = async <T>(action: () => Promise<T>, success: string): Promise<T | null> => {
    try {
      const result = await action()
      toast.success(success)
      return result
    } catch (err) {
      toast.error(getErrorMessage(err, REGISTRAR_TEXT.failed))
      return null
    }
  }

  const add = async (body: CreateRegistrarAccountBody) => {
    const account = await run(() => addRegistrar(client, body), REGISTRAR_TEXT.added)
    if (account) setAccounts((prev) => [...prev, account])
    return account !== null
  }
  const update = async (id: string, body: UpdateRegistrarAccountBody) => {
    const account = await run(() => updateRegistrar(client, id, body), REGISTRAR_TEXT.updated)
    if (account) replace(account)
    return account !== null
  }
  const remove = async (id: string) => {
    const done = await run(async () => { await deleteRegistrar(client, id); return true }, REGISTRAR_TEXT.deleted)
    if (done) {
      setAccounts((prev) => prev.filter((a) => a.id !== id))
      onSynced?.()
    }
    return done !== null
  }
  const sync = async (id: string) => {
    const account = await run(() => syncRegistrar(client, id), REGISTRAR_TEXT.syncQueued)
    if (account) replace(account)
  }
  const test = async (id: string) => {
    setTests((prev) => ({ ...prev, [id]: 'testing' }))
    try {
      const answer = await testRegistrar(client, id)
      setTests((prev) => ({ ...prev, [id]: answer }))
    } catch (err) {
      setTests((prev) => ({ ...prev, [id]: { ok: false, result: 'error', message: getErrorMessage(err, REGISTRAR_TEXT.failed) } }))
    }
  }

  return { accounts, status, reload, tests, add, update, remove, sync, test }
}
