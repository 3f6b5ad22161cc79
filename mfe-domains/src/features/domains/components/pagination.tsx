import { Button } from '@sitefleet/shared'

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  onPage(page: number): void;
}

/** Previous / Next with "Page X of Y"; hidden when everything fits on one page. */
export function Pagination ({ page, pageCount, total, onPage }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className='dm-pagination' aria-label='Pages'>
      <Button size='sm' variant='secondary' onClick={() => onPage(1)} disabled={page <= 1}>
        First
      </Button>
      <Button size='sm' variant='secondary' onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <span className='dm-pagination__status'>{`Page ${page} of ${pageCount} (${total} domains)`}</span>
      <Button size='sm' variant='secondary' onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </Button>
      <Button size='sm' variant='secondary' onClick={() => onPage(pageCount)} disabled={page >= pageCount}>
        Last
      </Button>
    </nav>
  )
}
