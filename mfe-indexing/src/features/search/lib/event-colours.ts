import type { SearchTimelineEvent } from '@sitefleet/shared'

/** One colour per kind of event, the same on the chart's marks and in the list under it. */
export const GROUP_COLOURS: Record<SearchTimelineEvent['group'], string> = {
  outage: '#dc2626',
  seo: '#7c3aed',
  certificate: '#d97706',
  registry: '#0891b2',
  search: '#db2777',
  dns: '#2563eb',
  hosting: '#059669',
  other: '#6b7280',
}
