import type { ReactNode } from 'react'
import { Button, READ_ONLY_PANEL, useApi } from '@sitefleet/shared'

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
    <div className='hs-table-wrap'>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope='col'>Renew</th>
            <th scope='col'>Server</th>
            <th scope='col'>Email</th>
            <th scope='col'>Platform</th>
            <th scope='col'>Expiry Date</th>
            <th scope='col'>{last.title}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const busy = saving.has(s._id)
            return (
              <tr key={s._id}>
                <td>
                  <div className='hs-row-actions'>
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
                  </div>
                </td>
                <td>{s.server}</td>
                <td>{s.email}</td>
                <td>{s.platform}</td>
                <td>{s.ServerExpiryDate}</td>
                <td className={last.className}>{last.cell(s)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
