import { useId, useMemo } from 'react'
import { Button, Spinner } from '@sitefleet/shared'
import { LOAD_EXPIRING_FAILED, useExpiringDomains } from '../hooks/use-expiring-domains'
import { useRegistryRefresh } from '../hooks/use-registry-refresh'
import { useRenewal } from '../hooks/use-renewal'
import { ExpiringTable } from './expiring-table'
import { ReminderTable } from './reminder-table'

/** Domain expire screen: expiring table with Renew + Save, and the Reminder table. */
export function DomainExpireView () {
  const { expiring, reminder, loading, failed, reload } = useExpiringDomains()
  const listed = useMemo(() => expiring.map((row) => row.domain), [expiring])
  const { ticked, isTicked, toggle, saving, save } = useRenewal(listed, reload)
  const { refreshing, refresh } = useRegistryRefresh(reload)
  const expiringId = useId()
  const reminderId = useId()
  const firstLoad = loading && expiring.length === 0 && reminder.length === 0

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1 id={expiringId}>Domains Expiring Soon</h1>
        {ticked.length > 0 && (
          <div className='dm-page__meta'>
            <span className='dm-muted'>{ticked.length} selected</span>
            <Button onClick={() => void save()} disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </div>
        )}
      </div>
      {failed && (
        <div className='dm-alert' role='alert'>
          <span>{LOAD_EXPIRING_FAILED}</span>
          <Button variant='secondary' size='sm' onClick={() => void reload()}>
            Retry
          </Button>
        </div>
      )}
      {firstLoad
        ? (
        <Spinner label='Loading expiring domains...' />
          )
        : (
            !failed && (
          <>
            {expiring.length === 0
              ? (
              <p className='dm-empty'>No domains are expiring within the next 10 days.</p>
                )
              : (
              <ExpiringTable labelledBy={expiringId} rows={expiring} isTicked={isTicked} onToggle={toggle} disabled={saving} refreshing={refreshing} onRefresh={(d) => void refresh(d)} />
                )}
            <h2 id={reminderId}>Reminder</h2>
            <p className='dm-muted'>Expired domains to remove from hosting.</p>
            {reminder.length === 0
              ? (
              <p className='dm-empty'>No expired domains to remove.</p>
                )
              : (
              <ReminderTable labelledBy={reminderId} rows={reminder} refreshing={refreshing} onRefresh={(d) => void refresh(d)} />
                )}
          </>
            )
          )}
    </section>
  )
}
