import { useCallback, useState } from 'react'
import { Button, ConfirmDialog, LoadError, PanelWrites, Spinner, useMutation, type LayoutKind, type RegistrarAccount } from '@sitefleet/shared'
import { useNotMonitored } from '../hooks/use-not-monitored'
import { useRegistrarAccounts } from '../hooks/use-registrar-accounts'
import { AccountFormDialog, type AccountFormValues } from './account-form-dialog'
import { AccountsTable } from './accounts-table'
import { NotMonitoredList } from './not-monitored-list'
import { UnknownList } from './unknown-list'

type Dialog = { kind: 'add' } | { kind: 'edit'; account: RegistrarAccount } | { kind: 'delete'; account: RegistrarAccount } | null

/**
 * /registrars (own accounts) and /admin/registrars (everyone's, with their owner): the accounts
 * with Test, Sync now, progress and the last result; the "not monitored" and "registrar unknown" lists.
 */
export function RegistrarsView ({ layout }: { layout: LayoutKind }) {
  const admin = layout === 'admin'
  const accounts = useRegistrarAccounts(admin)
  const notMonitored = useNotMonitored()
  const [dialog, setDialog] = useState<Dialog>(null)
  const removal = useMutation({ mutationFn: (id: string) => accounts.remove(id), onSettled: () => setDialog(null) })
  const close = useCallback(() => setDialog(null), [])

  const submit = (values: AccountFormValues) => {
    if (dialog?.kind === 'edit') {
      const same = values.name === dialog.account.name
      return accounts.update(dialog.account.id, { ...(same ? {} : { name: values.name }), ...(values.credentials ? { credentials: values.credentials } : {}) })
    }
    return accounts.add({ provider: values.provider, name: values.name, credentials: values.credentials ?? {} })
  }
  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return
    await removal.mutateAsync(dialog.account.id)
  }

  return (
    <section className='page hs-page'>
      <div className='hs-page__head'>
        <h1>Registrars</h1>
        <PanelWrites>
          <Button onClick={() => setDialog({ kind: 'add' })}>Add account</Button>
        </PanelWrites>
      </div>
      <p className='hs-muted'>
        {admin
          ? 'Every user\'s registrar accounts. Syncs run daily and on demand; a failed sync keeps the last good data.'
          : 'Your registrar accounts. Syncs run daily and on demand; a failed sync keeps the last good data.'}
      </p>
      {accounts.status === 'loading' && <Spinner label='Loading registrar accounts...' />}
      {accounts.status === 'error' && <LoadError message='Failed to load registrar accounts.' onRetry={accounts.reload} />}
      {accounts.status === 'ready' && (
        <AccountsTable
          accounts={accounts.accounts}
          showOwner={admin}
          tests={accounts.tests}
          onTest={(id) => void accounts.test(id)}
          onSync={(id) => void accounts.sync(id)}
          onEdit={(account) => setDialog({ kind: 'edit', account })}
          onDelete={(account) => setDialog({ kind: 'delete', account })}
        />
      )}
      <NotMonitoredList list={notMonitored} />
      <UnknownList />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <AccountFormDialog account={dialog.kind === 'edit' ? dialog.account : undefined} onSubmit={submit} onClose={close} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title='Delete registrar account'
        message={dialog?.kind === 'delete' ? `Delete ${dialog.account.name}? Its domains stay monitored; what its syncs learnt is removed.` : undefined}
        confirmLabel='Delete'
        danger
        busy={removal.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={close}
      />
    </section>
  )
}
