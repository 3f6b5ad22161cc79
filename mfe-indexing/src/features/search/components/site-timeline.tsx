import { formatDateTime, type SearchTimelineEvent } from '@sitefleet/shared'
import { GROUP_COLOURS } from '../lib/event-colours'

/** What happened to the site in the chart's range, newest first (scraped values shown as text). */
export function SiteTimeline ({ events, truncated }: { events: readonly SearchTimelineEvent[]; truncated: boolean }) {
  if (events.length === 0) return <p className='ix-muted'>Nothing happened to this site in this range: no outage, certificate, registry, SEO, DNS or hosting change.</p>
  return (
    <>
      <ol className='ix-timeline' aria-label='Site events'>
        {events.map((e, i) => (
          <li key={`${e.at}-${e.kind}-${i}`}>
            <span className='ix-timeline__dot' style={{ background: GROUP_COLOURS[e.group] }} aria-hidden='true' />
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            <strong>{e.label}</strong>
            <span className='ix-timeline__text'>{e.text}</span>
          </li>
        ))}
      </ol>
      {truncated && <p className='ix-muted'>Only the newest {events.length} are shown.</p>}
    </>
  )
}
