import { type AlertChannel, type AlertEventKind, type AlertRules, DataTable, type TableColumn } from '@sitefleet/shared'

/** Whether events of `kind` go to `channelId` (a kind with no rule goes to every channel). */
export function isRouted (rules: AlertRules, kind: string, channelId: string): boolean {
  const routed = rules.routes[kind]
  return routed === undefined || routed.includes(channelId)
}

/** The rule with one box flipped; the kind's list is made explicit from what is shown. */
export function toggleRoute (rules: AlertRules, channels: AlertChannel[], kind: string, channelId: string): AlertRules {
  const current = channels.filter((c) => isRouted(rules, kind, c.id)).map((c) => c.id)
  const next = current.includes(channelId) ? current.filter((id) => id !== channelId) : [...current, channelId]
  return { ...rules, routes: { ...rules.routes, [kind]: next } }
}

/**
 * Event kinds (rows) against channels (columns): which alerts go where. A DataTable, so with many
 * channels it fits its card like every other table (rows stack into "channel: box" lines on a
 * narrow container) instead of scrolling sideways.
 */
export function RulesMatrix ({ rules, kinds, channels, onChange }: {
  rules: AlertRules;
  kinds: AlertEventKind[];
  channels: AlertChannel[];
  onChange(rules: AlertRules): void;
}) {
  if (channels.length === 0) return <p className='al-muted'>Add a channel to choose which alerts go to it.</p>
  const columns: Array<TableColumn<AlertEventKind>> = [
    {
      header: 'Event',
      cell: (k) => <><span className={`al-dot al-dot--${k.severity}`} aria-hidden='true' /> {k.label}</>,
    },
    ...channels.map((c): TableColumn<AlertEventKind> => ({
      header: c.name,
      kind: 'nowrap',
      cell: (k) => (
        <input
          type='checkbox'
          aria-label={`${k.label} to ${c.name}`}
          checked={isRouted(rules, k.kind, c.id)}
          onChange={() => onChange(toggleRoute(rules, channels, k.kind, c.id))}
        />
      ),
    })),
  ]
  return <DataTable label='Which alerts go to which channel' className='al-matrix' columns={columns} rows={kinds} rowKey={(k) => k.kind} />
}
