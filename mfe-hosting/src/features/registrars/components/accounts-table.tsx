import { Button, DataTable, formatDateTime, READ_ONLY_PANEL, registrarProviderName, useApi, type RegistrarAccount } from '@sitefleet/shared'
import type { TestOutcome } from '../hooks/use-registrar-accounts'
import { syncProgress, syncResultLabel } from '../lib/providers'

export interface AccountsTableProps {
  accounts: RegistrarAccount[];
  showOwner: boolean;
  tests: Record<string, TestOutcome | 'testing'>;
  onTest(id: string): void;
  onSync(id: string): void;
  onEdit(account: RegistrarAccount): void;
  onDelete(account: RegistrarAccount): void;
}

function LastSync ({ account }: { account: RegistrarAccount }) {
  const progress = syncProgress(account)
  if (progress !== null) return <span role='status'>{progress}</span>
  if (account.lastSyncAt === null) return <span className='hs-muted'>Never synced</span>
  const ok = account.lastSyncResult === 'ok'
  return (
    <>
      {formatDateTime(account.lastSyncAt)}{' · '}
      <span className={ok ? undefined : 'hs-expired'}>{syncResultLabel(account.lastSyncResult)}</span>
      {account.lastSyncMessage && <span className='hs-owner'>{account.lastSyncMessage}</span>}
    </>
  )
}

function TestResult ({ test }: { test: TestOutcome | 'testing' | undefined }) {
  if (test === undefined) return null
  if (test === 'testing') return <span className='hs-owner' role='status'>Testing...</span>
  return (
    <span className={`hs-owner ${test.ok ? '' : 'hs-expired'}`} role='status'>
      {test.ok ? '✅ Connection OK' : `❌ ${syncResultLabel(test.result)}`}{test.message ? `: ${test.message}` : ''}
    </span>
  )
}

/** Provider / Name / Domains / Last Sync / Failures in a row / Actions. */
export function AccountsTable ({ accounts, showOwner, tests, onTest, onSync, onEdit, onDelete }: AccountsTableProps) {
  const { readOnly } = useApi()
  const title = readOnly ? READ_ONLY_PANEL : undefined
  if (accounts.length === 0) return <p className='hs-empty'>No registrar accounts yet. Add one to sync its domains.</p>
  return (
    <DataTable
      label='Registrar accounts'
      rows={accounts}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.name}
      columns={[
        { header: 'Provider', cell: (a) => registrarProviderName(a.provider) },
        { header: 'Name', cell: (a) => a.name },
        showOwner && { header: 'Owner', cell: (a) => a.ownerEmail },
        { header: 'Domains', kind: 'nowrap', cell: (a) => a.domainCount },
        { header: 'Last Sync', cell: (a) => <LastSync account={a} /> },
        { header: 'Failures in a Row', kind: 'nowrap', cell: (a) => a.failuresInARow, cellClassName: (a) => (a.failuresInARow >= 3 ? 'hs-expired' : undefined) },
        {
          header: 'Actions',
          kind: 'actions',
          cell: (a) => (
            <>
              <Button size='sm' variant='secondary' onClick={() => onTest(a.id)} disabled={readOnly || tests[a.id] === 'testing'} title={title}>Test</Button>
              <Button size='sm' onClick={() => onSync(a.id)} disabled={readOnly || a.sync.state !== 'idle'} title={title}>Sync now</Button>
              <Button size='sm' variant='secondary' onClick={() => onEdit(a)} disabled={readOnly} title={title}>Edit</Button>
              <Button size='sm' variant='danger' onClick={() => onDelete(a)} disabled={readOnly} title={title}>Delete</Button>
              <TestResult test={tests[a.id]} />
            </>
          ),
        },
      ]}
    />
  )
}
