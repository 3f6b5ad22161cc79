import { loadState, useApi, useApiQuery, type EscalationPolicy, type EscalationPolicyBody } from '@sitefleet/shared'
import { useWrite } from '../../../lib/use-write'
import { createEscalationPolicy } from '../api/create-escalation-policy'
import { deleteEscalationPolicy } from '../api/delete-escalation-policy'
import { getEscalationPolicies } from '../../../api/get-escalation-policies'
import { updateEscalationPolicy } from '../api/update-escalation-policy'

export const POLICIES = ['/api/escalation-policies']
/** The rules name a policy, so a policy change re-reads them too. */
const RULES = ['/api/alerts/rules']

/** The caller's escalation policies, and creating, replacing and deleting one. */
export function useEscalationPolicies () {
  const { client } = useApi()
  const policies = useApiQuery(POLICIES, getEscalationPolicies)
  const { write, busy } = useWrite([POLICIES, RULES])
  return {
    policies: loadState(policies),
    reload: () => void policies.refetch(),
    busy,
    create: (body: EscalationPolicyBody) => write(() => createEscalationPolicy(client, body), 'Escalation policy added', 'Failed to add the escalation policy'),
    update: (policy: EscalationPolicy, body: EscalationPolicyBody) => write(() => updateEscalationPolicy(client, policy.id, policy.owner?._id, body), 'Escalation policy saved', 'Failed to save the escalation policy'),
    remove: (policy: EscalationPolicy) => write(() => deleteEscalationPolicy(client, policy.id, policy.owner?._id), 'Escalation policy deleted', 'Failed to delete the escalation policy'),
  }
}
