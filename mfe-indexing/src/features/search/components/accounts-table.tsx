import { Button, DataTable, formatDateTime, READ_ONLY_PANEL, useApi, type SearchAccount } from '@sitefleet/shared'
import type { SearchTestOutcome } from '../hooks/use-search-accounts'
import { KINDS, statusLabel } from '../lib/account-kinds'

export interface SearchAccountsTableProps {
  accounts: SearchAccount[];
  tests: Record<string, SearchTestOutcome | 'testing'>;
  onTest(id: string): void;
  onSync(id: string): void;
  onConnect(id: string): void;
  onEdit(account: SearchAccount): void;
  onDelete(account: SearchAccount): void;
}

function State ({ account }: { account: SearchAccount }) {
  if (account.sync !== 'idle') return <span role='status'>{account.sync === 'queued' ? 'Sync queued...' : 'Syncing...'}</span>
  const ok = account.status === 'ok'
  return (
    <>
      <span className={ok ? undefined : 'ix-loss'}>{statusLabel(account.status)}</span>
      {account.lastSyncAt !== null && <span className='ix-note'>Last sync {formatDateTime(account.lastSyncAt)}</span>}
      {account.statusMessage && !ok && <span className='ix-note'>{account.statusMessage}</span>}
    </>
  )
}

function TestResult ({ test }: { test: SearchTestOutcome | 'testing' | undefined }) {
  if (test === undefined) return null
  if (test === 'testing') return <span className='ix-note' role='status'>Testing...</span>
  return <span className={`ix-note ${test.ok ? '' : 'ix-loss'}`} role='status'>{test.ok ? '✅' : '❌'} {test.message}</span>
}

/** Kind / Name / Properties / State / Actions; Connect only for Google OAuth accounts. */
export function SearchAccountsTable ({ accounts, tests, onTest, onSync, onConnect, onEdit, onDelete }: SearchAccountsTableProps) {
  const { readOnly } = useApi()
  const title = readOnly ? READ_ONLY_PANEL : undefined
  if (accounts.length === 0) return <p className='ix-muted'>No search accounts yet. Add a Google or Bing account to read your sites' clicks and impressions.</p>
  return (
    <DataTable
      label='Search accounts'
      rows={accounts}
      rowKey={(a) => a.id}
      rowLabel={(a) => a.name}
      columns={[
        { header: 'Kind', cell: (a) => KINDS[a.kind].name },
        { header: 'Name', cell: (a) => a.name },
        { header: 'Properties', kind: 'nowrap', cell: (a) => `${a.properties} (${a.readable} readable)` },
        { header: 'State', cell: (a) => <State account={a} /> },
        {
          header: 'Actions',
          kind: 'actions',
          cell: (a) => (
            <>
              {a.kind === 'google-oauth' && (
                <Button size='sm' onClick={() => onConnect(a.id)} disabled={readOnly} title={title}>{a.connectedAt === null ? 'Connect' : 'Reconnect'}</Button>
              )}
              <Button size='sm' variant='secondary' onClick={() => onTest(a.id)} disabled={readOnly || tests[a.id] === 'testing'} title={title}>Test</Button>
              <Button size='sm' onClick={() => onSync(a.id)} disabled={readOnly || a.sync !== 'idle'} title={title}>Sync now</Button>
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
