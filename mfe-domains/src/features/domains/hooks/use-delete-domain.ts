import { useApi, useMutation } from '@sitefleet/shared'
import { useState } from 'react'
import { deleteDomain } from '../api/delete-domain'
import type { DomainRecord } from '@sitefleet/shared'

export const DELETE_DOMAIN_FAILED = 'Failed to delete domain. Try again.'

/** Delete with confirmation: success removes the card, failure alerts. */
export function useDeleteDomain (record: DomainRecord, onDeleted: () => void) {
  const { client } = useApi()
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation({ mutationFn: () => deleteDomain(client, record.domain, record.owner?._id) })

  const confirm = async () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        onDeleted()
      },
      onError: () => {
        setConfirming(false)
        window.alert(DELETE_DOMAIN_FAILED)
      },
    })
  }

  return { confirming, deleting: remove.isPending, ask: () => setConfirming(true), cancel: () => setConfirming(false), confirm }
}
