import { Button, LoadError, Spinner } from '@sitefleet/shared'
import { useRules } from '../hooks/use-rules'
import { DeliveryOptions } from './delivery-options'
import { PolicySelect } from './policy-select'
import { RulesMatrix } from './rules-matrix'

/** Which event kinds go to which channels, and when: saved together with one button. */
export function RulesSection () {
  const { state, reload, draft, setDraft, saving, save } = useRules()
  return (
    <section className='al-section' aria-labelledby='al-rules'>
      <h2 id='al-rules'>Rules</h2>
      {state.status === 'loading' && <Spinner label='Loading rules...' />}
      {state.status === 'error' && <LoadError message='Failed to load the alert rules.' onRetry={reload} />}
      {state.status === 'ready' && draft !== null && (
        <>
          <RulesMatrix rules={draft} kinds={state.data.kinds} channels={state.data.channels.filter((c) => c.enabled)} onChange={setDraft} />
          <DeliveryOptions rules={draft} onChange={setDraft} />
          <PolicySelect rules={draft} onChange={setDraft} />
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? 'Saving...' : 'Save rules'}
          </Button>
        </>
      )}
    </section>
  )
}
