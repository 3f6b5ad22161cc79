// Spaces the calls of one run to a per-minute quota kept by the caller alone (URL Inspection's
// per-Cloud-project quota: one search-inspection run at a time, its row leased). Turns are
// 60,000 / perMinute ms apart plus a margin (the quota is counted where the calls arrive, after
// a socket and an event loop); a turn a busy worker reached late is caught up by at most
// `slackMs`, so turns never come closer than the spacing and any minute holds at most
// 60,000 / spacing + slackMs / spacing + 1 calls: under the quota with the margin.
import { setTimeout as sleep } from 'node:timers/promises'

export function callSpacer (perMinute: number, marginPercent = 5, slackMs = 250): () => Promise<void> {
  const spacing = (60_000 / perMinute) * (1 + marginPercent / 100)
  let next = performance.now()
  // A wait is at most the calls in flight times the spacing (tens of ms): not worth an abort listener each.
  return async () => {
    const now = performance.now()
    const turn = Math.max(next, now - slackMs)
    next = turn + spacing
    if (turn > now) await sleep(turn - now)
  }
}
