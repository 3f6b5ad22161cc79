// Who is on call at an instant: the rotation's turn (members take turns from the start date on,
// handing off at a local time, daily or on a weekday, in the rotation's time zone), unless an
// override covers that instant. Hand-offs are computed on local dates and turned into instants
// by the zone (zoned-time.ts), so a 09:00 hand-off stays 09:00 local across a daylight-saving change.
import { addDays } from '../../../platform/lib/calendar'
import { daysBetween, isoWeekday, localTime, zonedInstant } from './zoned-time'

export interface RotationPlan {
  timezone: string
  period: 'daily' | 'weekly'
  /** Minutes after local midnight. */
  handoffMinutes: number
  handoffWeekday: number | null
  startDate: string
  members: readonly string[]
}

export interface PlannedOverride {
  userId: string
  startsAt: string
  endsAt: string
}

export interface Shift {
  userId: string
  /** When this person's cover began (a hand-off, or the end of an override). */
  from: string
  until: string
  override: boolean
}

export function parseHandoff (time: string): number {
  const [h, m] = time.split(':').map(Number)
  return h * 60 + m
}

/** The local date of the first hand-off: the start date, or (weekly) the first hand-off weekday from it. */
function firstDate (plan: RotationPlan): string {
  if (plan.period === 'daily' || plan.handoffWeekday === null) return plan.startDate
  return addDays(plan.startDate, (plan.handoffWeekday - isoWeekday(plan.startDate) + 7) % 7)
}

const stepDays = (plan: RotationPlan): number => plan.period === 'weekly' ? 7 : 1

/** The instant of hand-off number k (0: the first). */
function handoff (plan: RotationPlan, k: number): Date {
  return zonedInstant(addDays(firstDate(plan), k * stepDays(plan)), plan.handoffMinutes, plan.timezone)
}

/** The number of the turn running at `at`; -1 before the first hand-off. */
function turnAt (plan: RotationPlan, at: Date): number {
  const days = daysBetween(firstDate(plan), localTime(at, plan.timezone).date)
  let k = Math.floor(days / stepDays(plan))
  while (k >= 0 && handoff(plan, k).getTime() > at.getTime()) k--
  while (handoff(plan, k + 1).getTime() <= at.getTime()) k++
  return Math.max(k, -1)
}

/** Who is on call at `at` and until when; undefined before the rotation starts (or with no members). */
export function onCallAt (plan: RotationPlan, overrides: readonly PlannedOverride[], at: Date): Shift | undefined {
  const iso = at.toISOString()
  const covering = overrides.filter((o) => o.startsAt <= iso && o.endsAt > iso).sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0]
  if (covering !== undefined) return { userId: covering.userId, from: covering.startsAt, until: covering.endsAt, override: true }
  if (plan.members.length === 0) return undefined
  const k = turnAt(plan, at)
  if (k < 0) return undefined
  const nextOverride = overrides.filter((o) => o.startsAt > iso).map((o) => o.startsAt).sort()[0]
  const turnEnd = handoff(plan, k + 1).toISOString()
  const lastOverride = overrides.filter((o) => o.endsAt <= iso).map((o) => o.endsAt).sort().pop()
  const turnStart = handoff(plan, k).toISOString()
  return {
    userId: plan.members[k % plan.members.length],
    from: lastOverride !== undefined && lastOverride > turnStart ? lastOverride : turnStart,
    until: nextOverride !== undefined && nextOverride < turnEnd ? nextOverride : turnEnd,
    override: false
  }
}

/** Who is on call now, and who takes over next (and when). */
export function nowAndNext (plan: RotationPlan, overrides: readonly PlannedOverride[], now: Date): { now: Shift | undefined, next: Shift | undefined } {
  const current = onCallAt(plan, overrides, now)
  if (current !== undefined) return { now: current, next: onCallAt(plan, overrides, new Date(current.until)) }
  // Nobody yet: the next is whoever takes the first hand-off (or an override starting before it).
  if (plan.members.length === 0) return { now: undefined, next: undefined }
  const first = handoff(plan, 0).toISOString()
  const upcoming = overrides.filter((o) => o.startsAt > now.toISOString()).map((o) => o.startsAt).sort()[0]
  const at = upcoming !== undefined && upcoming < first ? upcoming : first
  return { now: undefined, next: onCallAt(plan, overrides, new Date(at)) }
}
