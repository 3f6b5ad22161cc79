import type { OncallRotation, OncallRotationBody } from '@sitefleet/shared'

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
const today = () => new Date().toISOString().slice(0, 10)

export function draftOf (rotation: OncallRotation | null): OncallRotationBody {
  if (rotation === null) return { name: '', timezone: browserZone(), period: 'weekly', handoffTime: '09:00', handoffWeekday: 1, startDate: today(), memberIds: [] }
  return {
    name: rotation.name,
    timezone: rotation.timezone,
    period: rotation.period,
    handoffTime: rotation.handoffTime,
    handoffWeekday: rotation.handoffWeekday,
    startDate: rotation.startDate,
    memberIds: rotation.members.map((m) => m._id),
  }
}

/** What is wrong with a draft before it is sent (the server checks the same, and the zone), or null. */
export function rotationProblem (draft: OncallRotationBody): string | null {
  if (draft.name.trim() === '') return 'Name the rotation.'
  if (draft.timezone.trim() === '') return 'Give the hand-off time zone.'
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.handoffTime)) return 'Give the hand-off time.'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.startDate)) return 'Give the first hand-off date.'
  if (draft.memberIds.length === 0) return 'Add at least one person.'
  return null
}

/** "Weekly, Mondays at 09:00 (Europe/Berlin), from 2026-12-01". */
export function scheduleText (r: OncallRotation): string {
  const when = r.period === 'weekly' && r.handoffWeekday !== null ? `Weekly, ${WEEKDAYS[r.handoffWeekday - 1]}s at ${r.handoffTime}` : `Daily at ${r.handoffTime}`
  return `${when} (${r.timezone}), from ${r.startDate}`
}
