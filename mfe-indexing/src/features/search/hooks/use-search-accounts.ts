import { useCallback, useEffect, useRef, useState } from 'react'
import { getErrorMessage, loadState, toast, useApi, useApiQuery, useMutation, useMutationState, useQueryClient, type CreateSearchAccountBody, type SearchAccount, type SearchTestResponse, type UpdateSearchAccountBody } from '@sitefleet/shared'
import { addSearchAccount } from '../api/add-search-account'
import { connectSearchAccount } from '../api/connect-search-account'
import { deleteSearchAccount } from '../api/delete-search-account'
import { getSearchAccounts } from '../api/get-search-accounts'
import { syncSearchAccount } from '../api/sync-search-account'
import { testSearchAccount } from '../api/test-search-account'
import { updateSearchAccount } from '../api/update-search-account'
import { openConsentPage } from '../lib/open-consent-page'

/** How often the list is read again while an account syncs. */
export const SEARCH_SYNC_POLL_MS = 2000

export const SEARCH_ACCOUNT_TEXT = {
  added: 'Search account added',
  updated: 'Search account updated',
  deleted: 'Search account deleted',
  syncQueued: 'Sync queued',
  failed: 'Something went wrong. Try again.',
} as const

/** What a Test said: the server's sentence, or why the call itself failed. */
export type SearchTestOutcome = Pick<SearchTestResponse, 'ok' | 'message'>

export const SEARCH_ACCOUNTS_KEY = ['/api/search/accounts']
const TESTING = ['test-search-account']
/** What a finished sync or a removed account changes: the properties and the figures. */
const FIGURES = [['/api/search/properties'], ['/api/search/portfolio']]
const NONE: SearchAccount[] = []
const busy = (a: SearchAccount) => a.sync !== 'idle'

/**
 * The caller's search accounts, re-read while one syncs, and what can be done to one: add, edit,
 * delete, Test (its sentence kept per account until the next), Sync now and Connect (Google's
 * consent page opens in this tab; it comes back with ?searchConnect=).
 */
export function useSearchAccounts () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const query = useApiQuery(SEARCH_ACCOUNTS_KEY, (c, signal) => getSearchAccounts(c, signal), {
    refetchInterval: (q) => (q.state.data?.some(busy) ? SEARCH_SYNC_POLL_MS : false),
  })
  const accounts = query.data ?? NONE
  const [outcomes, setOutcomes] = useState<Record<string, SearchTestOutcome>>({})
  const testing = useMutation({ mutationKey: TESTING, mutationFn: (id: string) => testSearchAccount(client, id) })
  const pendingTests = useMutationState({ filters: { mutationKey: TESTING, status: 'pending' }, select: (m) => m.state.variables as string })
  const tests: Record<string, SearchTestOutcome | 'testing'> = { ...outcomes, ...Object.fromEntries(pendingTests.map((id) => [id, 'testing' as const])) }
  const figuresChanged = useCallback(() => {
    for (const queryKey of FIGURES) void queryClient.invalidateQueries({ queryKey })
  }, [queryClient])
  const syncing = accounts.some(busy)
  const wasSyncing = useRef(false)
  useEffect(() => {
    if (wasSyncing.current && !syncing) figuresChanged()
    wasSyncing.current = syncing
  }, [syncing, figuresChanged])

  const edit = (change: (list: SearchAccount[]) => SearchAccount[]) => queryClient.setQueryData<SearchAccount[]>(SEARCH_ACCOUNTS_KEY, (prev) => change(prev ?? NONE))
  const replace = (account: SearchAccount) => edit((prev) => prev.map((a) => (a.id === account.id ? account : a)))
  const change = useMutation({ mutationFn: (action: () => Promise<unknown>) => action() })
  const run = async <T>(action: () => Promise<T>, success: string | null): Promise<T | null> => {
    try {
      const result = (await change.mutateAsync(action)) as T
      if (success !== null) toast.success(success)
      return result
    } catch (err) {
      toast.error(getErrorMessage(err, SEARCH_ACCOUNT_TEXT.failed))
      return null
    }
  }

  const add = async (body: CreateSearchAccountBody) => {
    const account = await run(() => addSearchAccount(client, body), SEARCH_ACCOUNT_TEXT.added)
    if (account) edit((prev) => [...prev, account])
    return account !== null
  }
  const update = async (id: string, body: UpdateSearchAccountBody) => {
    const account = await run(() => updateSearchAccount(client, id, body), SEARCH_ACCOUNT_TEXT.updated)
    if (account) replace(account)
    return account !== null
  }
  const remove = async (id: string) => {
    const done = await run(async () => { await deleteSearchAccount(client, id); return true }, SEARCH_ACCOUNT_TEXT.deleted)
    if (done) {
      edit((prev) => prev.filter((a) => a.id !== id))
      figuresChanged()
    }
    return done !== null
  }
  const sync = async (id: string) => {
    const account = await run(() => syncSearchAccount(client, id), SEARCH_ACCOUNT_TEXT.syncQueued)
    if (account) replace(account)
  }
  const connect = async (id: string) => {
    const url = await run(() => connectSearchAccount(client, id), null)
    if (url !== null) openConsentPage(url)
  }
  const test = async (id: string) => {
    try {
      const answer = await testing.mutateAsync(id)
      setOutcomes((prev) => ({ ...prev, [id]: { ok: answer.ok, message: answer.message } }))
    } catch (err) {
      setOutcomes((prev) => ({ ...prev, [id]: { ok: false, message: getErrorMessage(err, SEARCH_ACCOUNT_TEXT.failed) } }))
    }
  }

  return { accounts, status: loadState(query).status, reload: () => void query.refetch(), tests, add, update, remove, sync, test, connect }
}
