import { Button } from '@sitefleet/shared'

export interface PagerProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
  label: string;
}

/** Previous / "Page N of M" / Next; renders nothing for a single page. */
export function Pager ({ page, pageCount, onPage, label }: PagerProps) {
  if (pageCount <= 1) return null
  return (
    <nav className='ad-pager' aria-label={label}>
      <Button variant='secondary' size='sm' disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className='ad-muted'>{`Page ${page} of ${pageCount}`}</span>
      <Button variant='secondary' size='sm' disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
