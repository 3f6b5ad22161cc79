import type { ReactNode } from 'react'
import { DESCRIPTION_WARN_LENGTH, SafeLink, TITLE_WARN_LENGTH, statusMeaning, type ScanResult } from '@sitefleet/shared'
import { TextLength } from '../../../components/text-length'

/**
 * A readable digest of the scan above its raw JSON. Everything here was scraped from someone
 * else's page: it is rendered as React text only, and only http(s) URLs become links.
 */
export function ScanSummary ({ result }: { result: ScanResult }) {
  const title = text(result.title)
  const description = text(result.description)
  const h1 = list(result.h1)
  const h2 = list(result.h2)
  const canonicals = list(result.canonicals)
  const images = Array.isArray(result.images) ? result.images : []
  const withAlt = images.filter((img) => text(img?.alt).trim() !== '').length
  const robots = text(result.robotsTxt)
  const status = typeof result.statusCode === 'number' ? result.statusCode : null

  return (
    <dl className='dm-details dm-scan-summary' aria-label='Scan summary'>
      <Row label='Title'>
        {title ? <span>{title}</span> : <None />} <TextLength value={title} limit={TITLE_WARN_LENGTH} />
      </Row>
      <Row label='Description'>
        {description ? <span>{description}</span> : <None />} <TextLength value={description} limit={DESCRIPTION_WARN_LENGTH} />
      </Row>
      <Row label={`H1 (${h1.length})`}>{items(h1)}</Row>
      <Row label={`H2 (${h2.length})`}>{items(h2)}</Row>
      <Row label='Canonical'>
        {canonicals.length === 0 ? <None /> : items(canonicals.map((url, i) => <SafeLink key={i} url={url} />))}
      </Row>
      <Row label='Images'>{`${images.length} images: ${withAlt} with alt text, ${images.length - withAlt} without`}</Row>
      <Row label='Robots'>{robots.trim() ? `robots.txt found (${robots.split('\n').length} lines)` : 'No robots.txt'}</Row>
      <Row label='Noindex'>{result.noindex ? <strong className='dm-count--over'>Yes</strong> : 'No'}</Row>
      <Row label='Affiliate Link'>{result.affiliateLink ? <SafeLink url={text(result.affiliateLink)} /> : 'No affiliate link found'}</Row>
      <Row label='Status'>{status === null ? <None /> : `${status} ${statusMeaning(status)}`}</Row>
    </dl>
  )
}

function Row ({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className='dm-details__row'>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function None () {
  return <span className='dm-muted'>None</span>
}

function items (values: ReactNode[]) {
  if (values.length === 0) return <None />
  return (
    <ul>
      {values.map((value, i) => (
        <li key={i}>{value}</li>
      ))}
    </ul>
  )
}

/** Anything scraped, as a string (React renders strings as text, never as markup). */
function text (value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)
}

function list (value: unknown): string[] {
  return Array.isArray(value) ? value.map(text) : []
}
