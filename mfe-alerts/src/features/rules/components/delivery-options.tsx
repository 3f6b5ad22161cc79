import { CATEGORY_LABELS, SUPER_CATEGORIES, type AlertRules } from '@sitefleet/shared'

const HOURS = Array.from({ length: 24 }, (_, h) => h)
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`

/** The browser's own time zone, offered as a one-click choice. */
function browserZone (): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** Which categories alert, quiet hours, the time zone, and the daily digest hour. */
export function DeliveryOptions ({ rules, onChange }: { rules: AlertRules; onChange(rules: AlertRules): void }) {
  const zone = browserZone()
  const quiet = rules.quietHours
  const toggleCategory = (cat: (typeof SUPER_CATEGORIES)[number]) =>
    onChange({ ...rules, categories: rules.categories.includes(cat) ? rules.categories.filter((c) => c !== cat) : [...rules.categories, cat] })
  return (
    <div className='al-options'>
      <fieldset className='al-fieldset'>
        <legend>Categories that alert</legend>
        {SUPER_CATEGORIES.map((cat) => (
          <label key={cat} className='al-check'>
            <input type='checkbox' checked={rules.categories.includes(cat)} onChange={() => toggleCategory(cat)} /> {CATEGORY_LABELS[cat]}
          </label>
        ))}
      </fieldset>
      <fieldset className='al-fieldset'>
        <legend>Quiet hours</legend>
        <label className='al-check'>
          <input type='checkbox' checked={quiet !== null} onChange={(e) => onChange({ ...rules, quietHours: e.target.checked ? { start: 22, end: 7 } : null })} /> Hold alerts
        </label>
        {quiet !== null && (
          <>
            <label className='al-inline'>
              from
              <select aria-label='Quiet from' value={quiet.start} onChange={(e) => onChange({ ...rules, quietHours: { ...quiet, start: Number(e.target.value) } })}>
                {HOURS.map((h) => <option key={h} value={h}>{hourLabel(h)}</option>)}
              </select>
            </label>
            <label className='al-inline'>
              to
              <select aria-label='Quiet until' value={quiet.end} onChange={(e) => onChange({ ...rules, quietHours: { ...quiet, end: Number(e.target.value) } })}>
                {HOURS.map((h) => <option key={h} value={h}>{hourLabel(h)}</option>)}
              </select>
            </label>
          </>
        )}
      </fieldset>
      <fieldset className='al-fieldset'>
        <legend>Time zone</legend>
        <input aria-label='Time zone' value={rules.timezone} onChange={(e) => onChange({ ...rules, timezone: e.target.value })} />
        {zone !== rules.timezone && (
          <button type='button' className='al-link' onClick={() => onChange({ ...rules, timezone: zone })}>
            Use {zone}
          </button>
        )}
      </fieldset>
      <fieldset className='al-fieldset'>
        <legend>Daily digest e-mail</legend>
        <select aria-label='Daily digest' value={rules.digestHour ?? ''} onChange={(e) => onChange({ ...rules, digestHour: e.target.value === '' ? null : Number(e.target.value) })}>
          <option value=''>Off</option>
          {HOURS.map((h) => <option key={h} value={h}>{`At ${hourLabel(h)}`}</option>)}
        </select>
      </fieldset>
    </div>
  )
}
