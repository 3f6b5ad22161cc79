import { useMemo, useState } from 'react'
import { Button, READ_ONLY_PANEL, toast, useApi, type LayoutKind, type UnindexedDomain } from '@sitefleet/shared'
import { useBingCheck } from '../hooks/use-bing-check'
import { filterUnindexed } from '../lib/filter-domains'
import { UnindexedRow } from './unindexed-row'

/** Rows rendered at first and per "Show more": a portfolio can have thousands not indexed. */
export const ROWS_PER_PAGE = 200

export const PDF_FAILED = 'Could not create the PDF'

/** jsPDF is ~400 kB: fetched on the first "Save as PDF", not with the page. */
async function savePdf (domains: string[]) {
  try {
    const { saveUnindexedPdf } = await import('../lib/unindexed-pdf')
    saveUnindexedPdf(domains)
  } catch {
    toast.error(PDF_FAILED)
  }
}

export interface UnindexedPanelProps {
  entries: UnindexedDomain[];
  layout: LayoutKind;
}

/** The non-empty state: check button, count, search, Save as PDF and the list. */
export function UnindexedPanel ({ entries, layout }: UnindexedPanelProps) {
  const { checking, run } = useBingCheck()
  // A read token may not start checks (the API refuses it as an acting call): the check is disabled.
  const { readOnly } = useApi()
  const [search, setSearch] = useState('')
  const [shown, setShown] = useState(ROWS_PER_PAGE)
  const filtered = useMemo(() => filterUnindexed(entries, search), [entries, search])
  const rows = filtered.slice(0, shown)
  // A name is unique per owner and scope; an admin's list repeats it once per owner.
  const rowKey = (entry: UnindexedDomain) => `${entry.owner?._id ?? ''}/${entry.domain}`

  return (
    <>
      <div className='ix-toolbar'>
        <Button onClick={() => void run()} disabled={checking || readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>
          {checking ? 'Checking Bing Index...' : 'Bing Index Check'}
        </Button>
      </div>
      <p className='ix-count'>{entries.length} domain(s) not indexed:</p>
      <div className='ix-toolbar'>
        <input
          type='search'
          name='domainSearch'
          aria-label='Search domain'
          placeholder='Search domain...'
          className='ix-search'
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setShown(ROWS_PER_PAGE)
          }}
        />
        <Button
          variant='secondary'
          disabled={filtered.length === 0}
          onClick={() => void savePdf(filtered.map((e) => e.domain))}
        >
          Save as PDF
        </Button>
      </div>
      {filtered.length === 0
        ? (
        <p className='ix-muted'>No domains match your search.</p>
          )
        : (
        <ul className='ix-list' aria-label='Unindexed domains'>
          {rows.map((entry) => (
            <UnindexedRow key={rowKey(entry)} entry={entry} showOwner={layout === 'admin'} />
          ))}
        </ul>
          )}
      {filtered.length > rows.length && (
        <Button variant='secondary' onClick={() => setShown((n) => n + ROWS_PER_PAGE)}>
          Show more ({filtered.length - rows.length} more)
        </Button>
      )}
    </>
  )
}
