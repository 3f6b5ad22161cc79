import { Button } from '@sitefleet/shared'

/** Previous / "Page N of M" / Next under a paged list; nothing when it fits one page. */
export function Pager ({ page, total, size, onPage }: { page: number; total: number; size: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages === 1) return null
  return (
    <div className='hs-actions hs-actions--end'>
      <Button size='sm' variant='secondary' onClick={() => onPage(page - 1)} disabled={page <= 1}>Previous</Button>
      <span className='hs-muted'>Page {page} of {pages}</span>
      <Button size='sm' variant='secondary' onClick={() => onPage(page + 1)} disabled={page >= pages}>Next</Button>
    </div>
  )
}
