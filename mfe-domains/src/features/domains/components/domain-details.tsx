import { DESCRIPTION_WARN_LENGTH, TITLE_WARN_LENGTH, formatIsoDate, type ScrapedDomainData, SafeLink } from '@sitefleet/shared'
import { TextLength } from '../../../components/text-length'
import { None, Row, textList } from './details-parts'
import { RealDateRows } from './real-date-rows'

/**
 * The stored scan of a domain. Everything scraped is untrusted: it is rendered as React
 * text only, and only http(s) URLs become links (SafeLink).
 */
export function DomainDetails ({ data }: { data: ScrapedDomainData }) {
  const h1 = asList(data.h1)
  const h2 = asList(data.h2)
  const canonicals = asList(data.canonicals)
  const images = Array.isArray(data.images) ? data.images : []
  return (
    <dl className='dm-details'>
      <Row label='Title'>
        <span>{text(data.title)}</span> <TextLength value={text(data.title)} limit={TITLE_WARN_LENGTH} />
      </Row>
      <Row label='Description'>
        <span>{text(data.description)}</span> <TextLength value={text(data.description)} limit={DESCRIPTION_WARN_LENGTH} />
      </Row>
      <Row label='H1'>{textList(h1)}</Row>
      <Row label='H2'>{textList(h2)}</Row>
      <Row label='Canonical Links'>
        {canonicals.length === 0
          ? (
          <None />
            )
          : (
          <ul>
            {canonicals.map((url, i) => (
              <li key={i}>
                <SafeLink url={url} />
              </li>
            ))}
          </ul>
            )}
      </Row>
      <Row label='Affiliate Link'>{data.affiliateLink ? <SafeLink url={String(data.affiliateLink)} /> : <None />}</Row>
      <Row label='Domain Issue Date'>{data.issueDate ? formatIsoDate(data.issueDate) || data.issueDate : <None />}</Row>
      <RealDateRows data={data} />
      <Row label={`Images (${images.length})`}>
        {images.length === 0
          ? (
          <None />
            )
          : (
          <ul className='dm-details__images'>
            {images.map((img, i) => (
              <li key={i}>
                <SafeLink url={text(img?.url)} className='dm-details__image-url' />
                <span className='dm-muted'>
                  {' '}
                  Alt: {img?.alt ? text(img.alt) : <em>No alt text</em>}
                </span>
              </li>
            ))}
          </ul>
            )}
      </Row>
      <Row label='Robots'>{data.robotsTxt ? <pre className='dm-pre'>{text(data.robotsTxt)}</pre> : <None />}</Row>
      <Row label='Word Count'>{typeof data.wordCount === 'number' ? data.wordCount : <None />}</Row>
      <Row label='Schema Present'>{data.schemaPresent ? 'Yes' : 'No'}</Row>
      <Row label='Last Checked'>{data.lastChecked ? formatTime(data.lastChecked) : <None />}</Row>
    </dl>
  )
}

/** Anything scraped, coerced to a string (React renders strings as text, never as markup). */
function text (value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value)
}

function asList (value: unknown): string[] {
  return Array.isArray(value) ? value.map(text) : []
}

function formatTime (value: string): string {
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? value : d.toLocaleString()
}
