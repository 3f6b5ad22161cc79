import { useApi } from '@sitefleet/shared'
import { useState } from 'react'
import { deleteDomain } from '../api/delete-domain'
import type { DomainRecord } from '@sitefleet/shared'

export const DELETE_DOMAIN_FAILED = 'Failed to delete domain. Try again.'

/** Delete with confirmation: success removes the card, failure alerts. */
export function useDeleteDomain (record: DomainRecord, onDeleted: () => void) {
  const { client } = useApi()
  const [confirming, setConfirming] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const confirm = async () => {
    setDeleting(true)
    try {
      await deleteDomain(client, record.domain, record.owner?._id)
      setConfirming(false)
      onDeleted()
    } catch {
      setConfirming(false)
      window.alert(DELETE_DOMAIN_FAILED)
    } finally {
      setDeleting(false)
    }
  }

  return { confirming, deleting, ask: () => setConfirming(true), cancel: () => setConfirming(false), confirm }
}
