// Request and response schemas of the escalation policy calls (/api/escalation-policies). The
// screens' types are generated from them.
import { type Static, Type } from 'typebox'

const Id = Type.String({ minLength: 1, maxLength: 64 })

export const PolicyParams = Type.Object({ id: Id })
export const PolicyOwnerQuery = Type.Object({ owner: Type.Optional(Id) })

export const EscalationStep = Type.Object({
  /** Minutes without an acknowledgement before this step notifies: after the incident opened (first step) or after the step before. */
  afterMinutes: Type.Integer({ minimum: 0, maximum: 1440 }),
  /** Alert channels of the policy's owner to notify. */
  channelIds: Type.Array(Id, { maxItems: 20 }),
  /** Rotations whose on-call person to notify (their channels and their account e-mail). */
  rotationIds: Type.Array(Id, { maxItems: 10 })
})
export type EscalationStepShape = Static<typeof EscalationStep>

export const PolicyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  steps: Type.Array(EscalationStep, { minItems: 1, maxItems: 10 }),
  /** How many more times the steps run after the first round while nobody acknowledges (0–10). */
  repeats: Type.Integer({ minimum: 0, maximum: 10 })
})
export type PolicyBodyShape = Static<typeof PolicyBody>

export const Policy = Type.Object({
  id: Type.String(),
  name: Type.String(),
  steps: Type.Array(EscalationStep),
  repeats: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  owner: Type.Optional(Type.Object({ _id: Type.String(), name: Type.String() }))
})
export type PolicyShape = Static<typeof Policy>

export const PolicyListResponse = Type.Object({ success: Type.Literal(true), policies: Type.Array(Policy) })
export const PolicyResponse = Type.Object({ success: Type.Literal(true), message: Type.Optional(Type.String()), policy: Policy })
