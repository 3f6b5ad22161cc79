// One URL Inspection of a saved domain's home page through the Google property standing for
// it, counted against the property's daily quota, stored as the site's latest, with its events:
// `deindexed` when the page was indexed at the inspection before and no longer is,
// `canonical-mismatch` when Google starts choosing another canonical than the page declares.
// The first inspection of a site, and any before the account's first sync ended, only learn.
// A 403 marks the property's access lost (search-access-lost once, as the sync does); a 429 or
// quota answer propagates as CheckDeferred after the property's turns were pushed back.
import { CheckDeferred } from '../../../platform/jobs/types'
import { EventRepository, type NewEvent } from '../../events'
import type { SearchAccountRow } from '../account-repository'
import type { OAuthClient } from '../google-auth'
import { CredentialBox } from '../credentials'
import { dayOfMs } from '../days'
import { type InspectionResult, type InspectionRow, SearchInspectionRepository } from '../inspection-repository'
import { canonicalMismatch } from '../inspection-shapes'
import { InstallationClient } from '../oauth-client'
import { inspectUrl } from '../providers/google-index'
import type { SearchCall } from '../providers/provider'
import { recordAccessLost } from './access-lost'
import { accountCall, inspectionHttp } from './account-call'
import { SearchError } from './search-http'
import type { SyncEnv } from './sync-env'
import { DAY_MS } from '../../../platform/lib/calendar'

const RETRY_FAILED_MS = 60 * 60_000

export interface InspectTarget {
  /** The inspection's row as the caller read it (its result before this one); read again when not given. */
  before?: InspectionRow
  propertyId: number
  siteUrl: string
  domainId: string
  /** The saved domain, named by the events. */
  domain: string
  url: string
  account: SearchAccountRow
}

export type InspectOutcome = 'inspected' | 'quota-spent' | 'failed'

const INDEXED = new Set(['PASS', 'PARTIAL'])

/** The events an inspection raises against the one before it (none without one). */
export function inspectionEvents (t: InspectTarget, before: InspectionRow | undefined, after: InspectionResult, at: string): NewEvent[] {
  if (t.account.baseline_done !== 1 || before === undefined || before.verdict === null) return []
  const events: NewEvent[] = []
  const base = { userId: t.account.user_id, occurredAt: at, domain: t.domain }
  if (INDEXED.has(before.verdict) && (after.verdict === 'FAIL' || after.verdict === 'NEUTRAL')) {
    events.push({
      ...base,
      kind: 'deindexed',
      data: { url: t.url, property: t.siteUrl, verdict: after.verdict, coverageState: after.coverageState, before: before.coverage_state, lastCrawlAt: after.lastCrawlAt },
      dedupeKey: `deindexed:${t.propertyId}:${t.domainId}:${at}`
    })
  }
  const was = canonicalMismatch(before.google_canonical, before.user_canonical) && before.google_canonical === after.googleCanonical
  if (canonicalMismatch(after.googleCanonical, after.userCanonical) && !was) {
    events.push({
      ...base,
      kind: 'canonical-mismatch',
      data: { url: t.url, property: t.siteUrl, googleCanonical: after.googleCanonical, userCanonical: after.userCanonical },
      dedupeKey: `canonical-mismatch:${t.propertyId}:${t.domainId}:${at}`
    })
  }
  return events
}

function nextUtcDay (ms: number): string {
  return new Date((Math.floor(ms / DAY_MS) + 1) * DAY_MS).toISOString()
}

/** An account's authenticated call for URL Inspection (made when first asked); null when its stored credentials cannot be opened. */
export type AccountAccess = (account: SearchAccountRow) => (() => Promise<SearchCall>) | null

/**
 * Opens each account's credentials, the installation's OAuth client and an access token once,
 * for the inspections of one run (a token outlives a run: it is kept until a minute before it
 * expires). A failure (a refused key, a 429 at the token endpoint) is each inspection's again.
 */
export function accountAccess (env: SyncEnv): AccountAccess {
  const opened = new Map<string, (() => Promise<SearchCall>) | null>()
  let installation: Promise<OAuthClient | null> | undefined
  return (account) => {
    if (!opened.has(account.id)) {
      const creds = new CredentialBox(env.config).open(account.credentials)
      let call: Promise<SearchCall> | undefined
      opened.set(account.id, creds === null
        ? null
        : async () => await (call ??= (async () => {
          installation ??= new InstallationClient(env.db, env.config).client()
          return await accountCall(env, account, creds, env.now().getTime(), await installation)
        })()))
    }
    return opened.get(account.id)!
  }
}

const CREDENTIALS_LOST = 'The account\'s stored credentials cannot be opened: enter them again'

export async function inspectSite (env: SyncEnv, t: InspectTarget, access: AccountAccess = accountAccess(env)): Promise<InspectOutcome> {
  const inspections = new SearchInspectionRepository(env.db)
  const now = env.now()
  const call = access(t.account)
  if (call === null) {
    await inspections.saveError(t.propertyId, t.domainId, CREDENTIALS_LOST, new Date(now.getTime() + RETRY_FAILED_MS).toISOString())
    return 'failed'
  }
  const today = dayOfMs(now.getTime())
  if (!await inspections.takeQuota(t.propertyId, today, env.config.search.inspectPerDay)) {
    await inspections.postponeProperty(t.propertyId, nextUtcDay(now.getTime()))
    return 'quota-spent'
  }
  let result: InspectionResult
  try {
    result = await inspectUrl({ ...await call(), http: inspectionHttp(env, t.propertyId) }, t.siteUrl, t.url)
  } catch (err) {
    if (err instanceof CheckDeferred) {
      await inspections.refundQuota(t.propertyId, today)
      await inspections.postponeProperty(t.propertyId, new Date(now.getTime() + err.delayMs).toISOString())
      throw err
    }
    if (!(err instanceof SearchError)) throw err
    const retry = new Date(now.getTime() + RETRY_FAILED_MS).toISOString()
    await env.db.transaction().execute(async (trx) => {
      await new SearchInspectionRepository(trx).saveError(t.propertyId, t.domainId, err.message, retry)
      if (err.status === 'forbidden') await recordAccessLost(trx, t.account, { id: t.propertyId, siteUrl: t.siteUrl, domain: t.domain }, err.message, now.toISOString())
    })
    return 'failed'
  }
  const at = env.now().toISOString()
  const nextDue = new Date(now.getTime() + env.config.search.inspectEveryDays * DAY_MS).toISOString()
  const events = inspectionEvents(t, t.before ?? await inspections.find(t.propertyId, t.domainId), result, at)
  if (events.length === 0) await inspections.saveResult(t.propertyId, t.domainId, t.url, result, at, nextDue)
  else {
    await env.db.transaction().execute(async (trx) => {
      await new SearchInspectionRepository(trx).saveResult(t.propertyId, t.domainId, t.url, result, at, nextDue)
      await new EventRepository(trx).record(events)
    })
  }
  return 'inspected'
}
