import { safeHref } from '../lib/safe-href'

export interface SafeLinkProps {
  /** A URL taken from scraped data (untrusted). */
  url: string;
  className?: string;
}

/** An http(s) URL as an external link; anything else (javascript:, data:, junk) as plain text. */
export function SafeLink ({ url, className }: SafeLinkProps) {
  const href = safeHref(url)
  if (!href) return <span className={className}>{url}</span>
  return (
    <a className={className} href={href} target='_blank' rel='noopener noreferrer nofollow'>
      {url}
    </a>
  )
}
