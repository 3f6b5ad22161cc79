import type { ReactNode } from 'react'
import { Button, DataTable, READ_ONLY_PANEL, useApi } from '@sitefleet/shared'

interface Row {
  _id: string;
  server: string;
  email: string;
  platform: string;
  ServerExpiryDate: string;
}

export interface RenewTableProps<T extends Row> {
  labelledBy: string;
  rows: T[];
  /** Heading and cell of the last column (status or days since). */
  last: { title: string; cell(row: T): ReactNode; className?: string };
  selected: ReadonlySet<string>;
  saving: ReadonlySet<string>;
  onToggle(id: string): void;
  onRenew(id: string): void;
}

/** Renew (checkbox, then Save on that row), Server, Email, Platform, Expiry Date and one more column. */
export function RenewTable<T extends Row> ({ labelledBy, rows, last, selected, saving, onToggle, onRenew }: RenewTableProps<T>) {
  // A panel embedded with a read token: writes are shown disabled (they would only be refused).
  const { readOnly } = useApi()
  return (
    <DataTable
      labelledBy={labelledBy}
      rows={rows}
      rowKey={(s) => s._id}
      columns={[
        {
          header: 'Renew',
          kind: 'actions',
          cell: (s) => {
            const busy = saving.has(s._id)
            return (
              <>
                <input
                  type='checkbox'
                  aria-label={`Renew ${s.server}`}
                  checked={selected.has(s._id)}
                  disabled={busy || readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}
                  onChange={() => onToggle(s._id)}
                />
                {selected.has(s._id) && (
                  <Button size='sm' disabled={busy} onClick={() => onRenew(s._id)}>
                    {busy ? 'Saving...' : 'Save'}
                  </Button>
                )}
              </>
            )
          },
        },
        { header: 'Server', cell: (s) => s.server },
        { header: 'Email', cell: (s) => s.email },
        { header: 'Platform', cell: (s) => s.platform },
        { header: 'Expiry Date', kind: 'nowrap', cell: (s) => s.ServerExpiryDate },
        { header: last.title, cell: last.cell, cellClassName: () => last.className },
      ]}
    />
  )
}
