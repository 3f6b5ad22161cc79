import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getErrorMessage, toast, useApi, type Incident, type IncidentActionResponse, type SnoozeIncidentBody } from '@sitefleet/shared'
import { acknowledgeIncident } from '../api/acknowledge-incident'
import { addIncidentNote } from '../api/add-incident-note'
import { resolveIncident } from '../api/resolve-incident'
import { snoozeIncident } from '../api/snooze-incident'
import { INCIDENTS } from './use-incidents'

export const ACTION_FAILED = {
  acknowledge: 'Failed to acknowledge the incident',
  snooze: 'Failed to snooze the incident',
  resolve: 'Failed to resolve the incident',
  note: 'Failed to add the note',
} as const

type Action = keyof typeof ACTION_FAILED

/**
 * Acknowledge, snooze, resolve and note an incident. Each says what the server answered (its
 * message, or its refusal) and re-reads the list, the stats and the timeline; resolves true on
 * success. An admin acting on another user's incident names its owner.
 */
export function useIncidentActions () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ call }: { action: Action; call: () => Promise<IncidentActionResponse> }) => call(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [INCIDENTS] }),
  })

  const run = async (action: Action, call: () => Promise<IncidentActionResponse>) => {
    try {
      const { message } = await mutation.mutateAsync({ action, call })
      toast.success(message)
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, ACTION_FAILED[action]))
      return false
    }
  }
  const owner = (incident: Incident) => incident.owner?._id

  return {
    busy: mutation.isPending,
    acknowledge: (incident: Incident) => run('acknowledge', () => acknowledgeIncident(client, incident.id, owner(incident))),
    snooze: (incident: Incident, body: SnoozeIncidentBody) => run('snooze', () => snoozeIncident(client, incident.id, owner(incident), body)),
    resolve: (incident: Incident) => run('resolve', () => resolveIncident(client, incident.id, owner(incident))),
    note: (incident: Incident, text: string) => run('note', () => addIncidentNote(client, incident.id, owner(incident), text)),
  }
}
