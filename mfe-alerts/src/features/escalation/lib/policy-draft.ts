import type { EscalationPolicy, EscalationPolicyBody, EscalationStep } from '@sitefleet/shared'

export const emptyStep = (): EscalationStep => ({ afterMinutes: 15, channelIds: [], rotationIds: [] })

export const draftOf = (policy: EscalationPolicy | null): EscalationPolicyBody =>
  policy === null ? { name: '', steps: [{ ...emptyStep(), afterMinutes: 0 }], repeats: 0 } : { name: policy.name, steps: policy.steps.map((s) => ({ ...s })), repeats: policy.repeats }

/** What is wrong with a draft before it is sent (the server checks the same), or null. */
export function policyProblem (draft: EscalationPolicyBody): string | null {
  if (draft.name.trim() === '') return 'Name the policy.'
  if (draft.steps.length === 0) return 'Add at least one step.'
  const bad = draft.steps.findIndex((s) => !Number.isInteger(s.afterMinutes) || s.afterMinutes < 0 || s.afterMinutes > 1440)
  if (bad >= 0) return `Step ${bad + 1}: wait 0 to 1440 minutes.`
  const empty = draft.steps.findIndex((s) => s.channelIds.length === 0 && s.rotationIds.length === 0)
  if (empty >= 0) return `Step ${empty + 1}: pick a channel or a rotation to notify.`
  if (!Number.isInteger(draft.repeats) || draft.repeats < 0 || draft.repeats > 10) return 'Repeat 0 to 10 times.'
  return null
}

/** "After 15 min: Ops hook, Night shift (on call)". */
export function stepText (step: EscalationStep, names: { channel(id: string): string; rotation(id: string): string }): string {
  const who = [...step.channelIds.map(names.channel), ...step.rotationIds.map((id) => `${names.rotation(id)} (on call)`)]
  return `After ${step.afterMinutes} min: ${who.join(', ')}`
}

export const toggle = (ids: string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id))
