import { getErrorStatus, toast, useApi, useMutation, usePanelCategory } from '@sitefleet/shared'
import { displayDomain } from '../../../lib/display-domain'
import { updateDomainName } from '../api/update-domain-name'
import type { DomainRecord } from '@sitefleet/shared'

export const INVALID_DOMAIN_NAME = 'Please enter a valid domain name.'
export const INVALID_DOMAIN_VALUES = 'Invalid domain values'
export const UPDATE_DOMAIN_FAILED = 'Failed to update domain'

/**
 * Inline rename. `rename` resolves true when the editor should close: after a
 * successful save or for an unchanged name; an empty name alerts and keeps the editor open.
 */
export function useRenameDomain (record: DomainRecord, onRenamed: (domain: string) => void) {
  const { client } = useApi()
  const storedCategory = usePanelCategory().category
  const save = useMutation({
    mutationFn: (newDomain: string) => updateDomainName(client,
      { oldDomain: record.domain, newDomain, superCategory: record.superCategory ?? storedCategory },
      record.owner?._id
    ),
  })

  const rename = async (value: string): Promise<boolean> => {
    const next = value.trim()
    if (!next) {
      window.alert(INVALID_DOMAIN_NAME)
      return false
    }
    if (next === record.domain) return true
    try {
      const reply = await save.mutateAsync(next)
      onRenamed(typeof reply?.domain === 'string' && reply.domain ? reply.domain : displayDomain(next))
      return true
    } catch (err) {
      toast.error(getErrorStatus(err) === 400 ? INVALID_DOMAIN_VALUES : UPDATE_DOMAIN_FAILED)
      return false
    }
  }

  return { rename, saving: save.isPending }
}
