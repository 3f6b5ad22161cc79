import { useState } from 'react'
import { ROW_STATUSES, type ImportPreview, type RowStatus } from '../types'

const LABEL: Record<RowStatus, string> = { new: 'New', update: 'Update', unchanged: 'Unchanged', invalid: 'Invalid' }

/** Each row of the file with its status, what changes and why it is invalid; chips filter by status. Text is rendered as text, never as HTML. */
export function PreviewTable ({ preview }: { preview: ImportPreview }) {
  const [shown, setShown] = useState<RowStatus | null>(null)
  const rows = shown === null ? preview.rows : preview.rows.filter((r) => r.status === shown)
  return (
    <div className='dm-import__preview'>
      <div className='dm-import__chips' role='group' aria-label='Filter rows'>
        {ROW_STATUSES.map((status) => (
          <button
            key={status}
            type='button'
            className={`dm-chip dm-chip--${status}`}
            aria-pressed={shown === status}
            onClick={() => setShown(shown === status ? null : status)}
          >
            {LABEL[status]} ({preview.counts[status]})
          </button>
        ))}
      </div>
      <table className='dm-table' aria-label='Import preview'>
        <thead>
          <tr><th>Line</th><th>Domain</th><th>Status</th><th>Changes</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.line}-${row.domain}`} data-status={row.status}>
              <td>{row.line}</td>
              <td>{row.domain}</td>
              <td>{LABEL[row.status]}</td>
              <td>
                {row.reason !== undefined && <div className='dm-import__reason'>{row.reason}</div>}
                {row.changes.map((c) => (
                  <div key={c.field}>{c.field}: {c.before ?? '—'} → {c.after}</div>
                ))}
                {row.warnings.map((w) => <div key={w} className='dm-muted'>{w}</div>)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
