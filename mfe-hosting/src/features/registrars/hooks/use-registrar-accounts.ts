import { useCallback, useEffect, useRef, useState } from 'react'
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, useApi, useApiQuery, type CreateRegistrarAccountBody, type RegistrarAccount, type RegistrarTestResponse, type UpdateRegistrarAccountBody } from '@sitefleet/shared'
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
const NONE: RegistrarAccount[] = []

/** What a Test said: the registrar's answer, or why the call itself failed. */
export type TestOutcome = Pick<RegistrarTestResponse, 'ok' | 'result' | 'message'>

const ACCOUNTS = '/api/registrars'
const TESTING = ['test-registrar']
/** A sync or a deleted account may change which domains are "not monitored" or "registrar unknown". */
const DOMAIN_LISTS = [['/api/registrars/not-monitored'], ['/api/registrars/unknown']]

/**
 * The registrar accounts (admin: everyone's), re-read every SYNC_POLL_MS while one syncs (a failed
 * re-read keeps the table; only a failed first load shows the error), and what can be done to one:
 * add, edit, delete, test and sync now. Test results are kept per account until the next test.
 */
export function useRegistrarAccounts (all: boolean) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const key = [ACCOUNTS, { all }]
  const query = useApiQuery(key, (c, signal) => getRegistrars(c, all, signal), {
    refetchInterval: (q) => (q.state.data?.some(busy) ? SYNC_POLL_MS : false),
  })
  const accounts = query.data ?? NONE
  const status = loadState(query).status
  // What each account's last Test said; the Tests under way are the pending test mutations.
  const [outcomes, setOutcomes] = useState<Record<string, TestOutcome>>({})
  const testing = useMutation({ mutationKey: TESTING, mutationFn: (id: string) => testRegistrar(client, id) })
  const pendingTests = useMutationState({ filters: { mutationKey: TESTING, status: 'pending' }, select: (m) => m.state.variables as string })
  const tests: Record<string, TestOutcome | 'testing'> = { ...outcomes, ...Object.fromEntries(pendingTests.map((id) => [id, 'testing' as const])) }
  const syncing = accounts.some(busy)
  const wasSyncing = useRef(false)
  const domainListsChanged = useCallback(() => {
    for (const queryKey of DOMAIN_LISTS) void queryClient.invalidateQueries({ queryKey })
  }, [queryClient])

  useEffect(() => {
    if (wasSyncing.current && !syncing) domainListsChanged()
    wasSyncing.current = syncing
  }, [syncing, domainListsChanged])

  const edit = (change: (list: RegistrarAccount[]) => RegistrarAccount[]) =>
    queryClient.setQueryData<RegistrarAccount[]>(key, (prev) => change(prev ?? NONE))
  const replace = (account: RegistrarAccount) => edit((prev) => prev.map((a) => (a.id === account.id ? account : a)))
  const change = useMutation({ mutationFn: (action: () => Promise<unknown>) => action() })

  const run = async <T>(action: () => Promise<T>, success: string): Promise<T | null> => {
    try {
      const result = (await change.mutateAsync(action)) as T
      toast.success(success)
      return result
    } catch (err) {
      toast.error(getErrorMessage(err, REGISTRAR_TEXT.failed))
      return null
    }
  }

  const add = async (body: CreateRegistrarAccountBody) => {
    const account = await run(() => addRegistrar(client, body), REGISTRAR_TEXT.added)
    if (account) edit((prev) => [...prev, account])
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
      edit((prev) => prev.filter((a) => a.id !== id))
      domainListsChanged()
    }
    return done !== null
  }
  const sync = async (id: string) => {
    const account = await run(() => syncRegistrar(client, id), REGISTRAR_TEXT.syncQueued)
    if (account) replace(account)
  }
  const test = async (id: string) => {
    try {
      const answer = await testing.mutateAsync(id)
      setOutcomes((prev) => ({ ...prev, [id]: answer }))
    } catch (err) {
      setOutcomes((prev) => ({ ...prev, [id]: { ok: false, result: 'error', message: getErrorMessage(err, REGISTRAR_TEXT.failed) } }))
    }
  }

  return { accounts, status, reload: () => void query.refetch(), tests, add, update, remove, sync, test }
}
