import { useState } from 'react'
import { chosenBrandCategory, getErrorMessage, toast, type SaveDomainBody, useApi, useMutation, useQueryClient } from '@sitefleet/shared'
import { saveDomain } from '../api/save-domain'
import { scanDomain } from '../api/scan-domain'

export const MESSAGES = {
  domainRequired: '❌ Please enter a domain.',
  categoryRequired: '❌ Please select or enter a brand category.',
  noResult: '❌ No scan result to save.',
  scanFailed: 'Something went wrong while scraping.',
  saved: '✅ Saved to database!',
  duplicate: '❌ Domain already exists in your saved list.',
  saveFailed: 'Domain already exists in server.',
} as const

export type ScanStatus = 'idle' | 'scanning' | 'done'

export interface ScanForm {
  domain: string;
  issueDate: string;
  brandCategory: string;
  customCategory: string;
}

/** URL scan states: idle → scanning → result shown → saved (Save becomes "Saved"). */
export function useUrlScan () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const [form, setForm] = useState<ScanForm>({ domain: '', issueDate: '', brandCategory: '', customCategory: '' })
  // A scan is a write of its own (the api fetches the site now); its answer is the result shown.
  const scanning = useMutation({ mutationFn: async (domain: string) => ({ domain, data: await scanDomain(client, domain) }) })
  const saving = useMutation({
    mutationFn: (body: SaveDomainBody) => saveDomain(client, body),
    // The saved list has one more domain: a list read before shows it at its next look.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/domains'] }),
  })
  const status: ScanStatus = scanning.isPending ? 'scanning' : scanning.isSuccess ? 'done' : 'idle'
  const result = scanning.data?.data ?? null

  const setField = (name: keyof ScanForm, value: string) => setForm((f) => ({ ...f, [name]: value }))

  const brandCategory = () => chosenBrandCategory(form.brandCategory, form.customCategory)

  const scan = async () => {
    const domain = form.domain.trim()
    if (!domain) {
      toast.error(MESSAGES.domainRequired)
      return
    }
    saving.reset()
    scanning.mutate(domain, { onError: (err) => toast.error(getErrorMessage(err, MESSAGES.scanFailed)) })
  }

  const save = async () => {
    if (!result) {
      toast.error(MESSAGES.noResult)
      return
    }
    const category = brandCategory()
    if (!category) {
      toast.error(MESSAGES.categoryRequired)
      return
    }
    saving.mutate({ domain: scanning.data?.domain ?? '', data: result, brandCategory: category, issueDate: form.issueDate || null }, {
      onSuccess: () => toast.success(MESSAGES.saved),
      onError: (err) => {
        const message = getErrorMessage(err, '')
        toast.error(message.toLowerCase().includes('duplicate key') ? MESSAGES.duplicate : MESSAGES.saveFailed)
      },
    })
  }

  return { form, setField, status, result, saving: saving.isPending, saved: saving.isSuccess, scan, save }
}
