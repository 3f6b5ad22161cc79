import { Button, DataTable, SegmentedControl, Spinner } from '@sitefleet/shared'
import { PAGE_SIZE, usePreviewRows } from '../hooks/use-preview-rows'
import { ROW_STATUSES, type ImportPreview, type PreviewRow, type RowStatus } from '../types'

const LABEL: Record<RowStatus, string> = { new: 'New', update: 'Update', unchanged: 'Unchanged', invalid: 'Invalid' }

/**
 * Each row of the file with its status, what changes and why it is invalid, a page at a time;
 * a segmented control filters by status (counts are the whole file's; pressing the pressed one
 * again shows every row). Text is rendered as text, never as HTML.
 */
export function PreviewTable ({ preview }: { preview: ImportPreview }) {
  const page = usePreviewRows(preview)
  const last = Math.min(page.offset + PAGE_SIZE, page.total)
  return (
    <div className='dm-import__preview'>
      <SegmentedControl
        label='Filter rows'
        allowNone
        value={page.status}
        onChange={page.show}
        options={ROW_STATUSES.map((status) => ({ value: status, label: LABEL[status], count: preview.counts[status] }))}
      />
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
    <DataTable
      label='Import preview'
      rows={rows}
      rowKey={(row) => `${row.line}-${row.domain}`}
      rowProps={(row) => ({ 'data-status': row.status })}
      columns={[
        { header: 'Line', kind: 'nowrap', cell: (row) => row.line },
        { header: 'Domain', cell: (row) => row.domain },
        { header: 'Status', kind: 'nowrap', cell: (row) => LABEL[row.status] },
        {
          header: 'Changes',
          cell: (row) => (
            <>
              {row.reason !== undefined && <div className='dm-import__reason'>{row.reason}</div>}
              {row.changes.map((c) => (
                <div key={c.field}>{c.field}: {c.before ?? '—'} → {c.after}</div>
              ))}
              {row.warnings.map((w) => <div key={w} className='dm-muted'>{w}</div>)}
            </>
          ),
        },
      ]}
    />
  )
}
