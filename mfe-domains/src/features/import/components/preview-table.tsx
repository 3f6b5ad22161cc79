import { Button, Spinner } from '@sitefleet/shared'
import { PAGE_SIZE, usePreviewRows } from '../hooks/use-preview-rows'
import { ROW_STATUSES, type ImportPreview, type PreviewRow, type RowStatus } from '../types'

const LABEL: Record<RowStatus, string> = { new: 'New', update: 'Update', unchanged: 'Unchanged', invalid: 'Invalid' }

/**
 * Each row of the file with its status, what changes and why it is invalid, a page at a time;
 * chips filter by status (counts are the whole file's). Text is rendered as text, never as HTML.
 */
export function PreviewTable ({ preview }: { preview: ImportPreview }) {
  const page = usePreviewRows(preview)
  const last = Math.min(page.offset + PAGE_SIZE, page.total)
  return (
    <div className='dm-import__preview'>
      <div className='dm-import__chips' role='group' aria-label='Filter rows'>
        {ROW_STATUSES.map((status) => (
          <button
            key={status}
            type='button'
            className={`dm-chip dm-chip--${status}`}
            aria-pressed={page.status === status}
            onClick={() => page.show(page.status === status ? null : status)}
          >
            {LABEL[status]} ({preview.counts[status]})
          </button>
        ))}
      </div>
      <nav className='dm-page__meta' aria-label='Preview pages'>
        <span>{page.total === 0 ? 'No rows' : `Rows ${page.offset + 1}–${last} of ${page.total}`}</span>
        <Button variant='secondary' size='sm' onClick={page.previous} disabled={page.offset === 0}>Previous</Button>
        <Button variant='secondary' size='sm' onClick={page.next} disabled={last >= page.total}>Next</Button>
      </nav>
      {page.state.status === 'loading' && <Spinner label='Loading rows...' />}
      {page.state.status === 'error' && (
        <div className='dm-alert' role='alert'>
          These rows could not be loaded. <Button variant='secondary' size='sm' onClick={page.reload}>Retry</Button>
        </div>
      )}
      {page.state.status === 'ready' && <Rows rows={page.state.data} />}
    </div>
  )
}

function Rows ({ rows }: { rows: PreviewRow[] }) {
  return (
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
  )
}
