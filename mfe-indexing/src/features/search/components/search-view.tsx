import { useCallback, useId, useState } from 'react'
import { Button, ConfirmDialog, LoadError, loadState, PanelWrites, Spinner, useApiQuery, useMutation, usePanelCategory, type LayoutKind, type SearchAccount } from '@sitefleet/shared'
import { getSearchProperties } from '../api/get-search-properties'
import { useConnectReturn } from '../hooks/use-connect-return'
import { useSearchAccounts } from '../hooks/use-search-accounts'
import { SearchAccountFormDialog, type SearchAccountFormValues } from './account-form-dialog'
import { SearchAccountsTable } from './accounts-table'
import { PortfolioSection } from './portfolio-section'
import { PropertyLists } from './property-lists'

type Dialog = { kind: 'add' } | { kind: 'edit'; account: SearchAccount } | { kind: 'delete'; account: SearchAccount } | null

/**
 * /search/{type}: the portfolio's Google and Bing figures, the accounts they come from (Test,
 * Sync now, Connect, rename, delete) and which sites and properties were matched.
 */
export function SearchView ({ layout }: { layout: LayoutKind }) {
  const id = useId()
  const { category } = usePanelCategory()
  useConnectReturn()
  const accounts = useSearchAccounts()
  const propertiesQuery = useApiQuery(['/api/search/properties', category], (c, signal) => getSearchProperties(c, category, signal))
  const [dialog, setDialog] = useState<Dialog>(null)
  const removal = useMutation({ mutationFn: (accountId: string) => accounts.remove(accountId), onSettled: () => setDialog(null) })
  const close = useCallback(() => setDialog(null), [])

  const submit = (values: SearchAccountFormValues) => {
    if (dialog?.kind === 'edit') {
      const same = values.name === dialog.account.name
      return accounts.update(dialog.account.id, { ...(same ? {} : { name: values.name }), ...(values.credentials ? { credentials: values.credentials } : {}) })
    }
    return accounts.add({ kind: values.kind, name: values.name, credentials: values.credentials ?? {} })
  }

  return (
    <section className='page ix-page'>
      <h1>Search</h1>
      <p className='ix-muted'>Clicks, impressions, CTR and position from Google Search Console and Bing Webmaster Tools, read daily for every matched site.</p>
      <PortfolioSection layout={layout} category={category} />
      <section className='ix-section' aria-labelledby={`${id}-accounts`}>
        <div className='ix-toolbar ix-toolbar--head'>
          <h2 id={`${id}-accounts`}>Accounts</h2>
          <PanelWrites>
            <Button onClick={() => setDialog({ kind: 'add' })}>Add account</Button>
          </PanelWrites>
        </div>
        {accounts.status === 'loading' && <Spinner label='Loading search accounts...' />}
        {accounts.status === 'error' && <LoadError message='Failed to load search accounts.' onRetry={accounts.reload} />}
        {accounts.status === 'ready' && (
          <SearchAccountsTable
            accounts={accounts.accounts}
            tests={accounts.tests}
            onTest={(a) => void accounts.test(a)}
            onSync={(a) => void accounts.sync(a)}
            onConnect={(a) => void accounts.connect(a)}
            onEdit={(account) => setDialog({ kind: 'edit', account })}
            onDelete={(account) => setDialog({ kind: 'delete', account })}
          />
        )}
      </section>
      <section className='ix-section' aria-labelledby={`${id}-properties`}>
        <h2 id={`${id}-properties`}>Properties</h2>
        <PropertyLists state={loadState(propertiesQuery)} reload={() => void propertiesQuery.refetch()} />
      </section>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <SearchAccountFormDialog account={dialog.kind === 'edit' ? dialog.account : undefined} onSubmit={submit} onClose={close} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title='Delete search account'
        message={dialog?.kind === 'delete' ? `Delete ${dialog.account.name}? Its properties and their figures are removed.` : undefined}
        confirmLabel='Delete'
        danger
        busy={removal.isPending}
        onConfirm={() => { if (dialog?.kind === 'delete') void removal.mutateAsync(dialog.account.id) }}
        onCancel={close}
      />
    </section>
  )
}
