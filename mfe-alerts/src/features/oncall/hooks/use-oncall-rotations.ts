import { loadState, useApi, useApiQuery, type LayoutKind, type OncallOverrideBody, type OncallRotation, type OncallRotationBody } from '@sitefleet/shared'
import { useWrite } from '../../../lib/use-write'
import { addRotationOverride } from '../api/add-rotation-override'
import { createOncallRotation } from '../api/create-oncall-rotation'
import { deleteOncallRotation } from '../api/delete-oncall-rotation'
import { deleteRotationOverride } from '../api/delete-rotation-override'
import { getMembers } from '../api/get-members'
import { getOncallRotations } from '../../../api/get-oncall-rotations'
import { updateOncallRotation } from '../api/update-oncall-rotation'

export const ROTATIONS = ['/api/oncall-rotations']
/** Who is on call follows from the rotations and their overrides. */
export const ONCALL = ['/api/oncall']

/** The caller's rotations, who may be in one, and every write on them and their overrides. */
export function useOncallRotations (layout: LayoutKind) {
  const { client } = useApi()
  const rotations = useApiQuery(ROTATIONS, getOncallRotations)
  const members = useApiQuery(['oncall-members', layout], (c, signal) => getMembers(c, layout, signal))
  const { write, busy } = useWrite([ROTATIONS, ONCALL])
  const owner = (r: OncallRotation) => r.owner?._id
  return {
    rotations: loadState(rotations),
    reload: () => void rotations.refetch(),
    members: loadState(members),
    busy,
    create: (body: OncallRotationBody) => write(() => createOncallRotation(client, body), 'Rotation added', 'Failed to add the rotation'),
    update: (r: OncallRotation, body: OncallRotationBody) => write(() => updateOncallRotation(client, r.id, owner(r), body), 'Rotation saved', 'Failed to save the rotation'),
    remove: (r: OncallRotation) => write(() => deleteOncallRotation(client, r.id, owner(r)), 'Rotation deleted', 'Failed to delete the rotation'),
    addOverride: (r: OncallRotation, body: OncallOverrideBody) => write(() => addRotationOverride(client, r.id, owner(r), body), 'Override added', 'Failed to add the override'),
    removeOverride: (r: OncallRotation, overrideId: string) => write(() => deleteRotationOverride(client, r.id, owner(r), overrideId), 'Override removed', 'Failed to remove the override'),
  }
}
