import { useApiQuery } from '@sitefleet/shared'
import { getChecksRound } from '../api/get-checks-round'
import { duration } from '../lib/duration'

/**
 * Whether the status round keeps up: the oldest overdue status check's wait, against
 * the check interval. Nothing while unknown (before the first measure, or when the call fails).
 */
export function ChecksRoundNote () {
  const round = useApiQuery(['/admin/checks-round'], getChecksRound).data ?? null
  if (round === null) return null
  const waited = duration(round.oldestOverdueSeconds)
  const interval = duration(round.intervalSeconds)
  return (
    <p className='ad-muted' role='status' aria-label='Status checks'>
      {round.behind
        ? `Status checks are behind: the oldest overdue one has waited ${waited}, longer than the ${interval} check interval.`
        : `Status checks are on time: the oldest overdue one has waited ${waited} (check interval ${interval}).`}
    </p>
  )
}
