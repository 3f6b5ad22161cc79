import { useApiQuery, type AlertRules } from '@sitefleet/shared'
import { getEscalationPolicies } from '../../../api/get-escalation-policies'

/** The escalation policy the caller's incidents escalate with, saved with the rules. */
export function PolicySelect ({ rules, onChange }: { rules: AlertRules; onChange(rules: AlertRules): void }) {
  const policies = useApiQuery(['/api/escalation-policies'], getEscalationPolicies)
  // An admin reads everyone's policies, named with their owner; the server takes only their own.
  const all = policies.data ?? []
  return (
    <fieldset className='al-fieldset'>
      <legend>Escalation</legend>
      <select aria-label='Escalation policy' value={rules.escalationPolicyId ?? ''} onChange={(e) => onChange({ ...rules, escalationPolicyId: e.target.value === '' ? null : e.target.value })}>
        <option value=''>No escalation</option>
        {all.map((p) => <option key={p.id} value={p.id}>{p.owner ? `${p.name} (${p.owner.name})` : p.name}</option>)}
      </select>
    </fieldset>
  )
}
