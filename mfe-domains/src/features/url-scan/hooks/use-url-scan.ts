import { useState } from 'react'
import { chosenBrandCategory, getErrorMessage, toast, type ScanResult, useApi } from '@sitefleet/shared'
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
  const [form, setForm] = useState<ScanForm>({ domain: '', issueDate: '', brandCategory: '', customCategory: '' })
  const [status, setStatus] = useState<ScanStatus>('idle')
  const [result, setResult] = useState<ScanResult | null>(null)
  const [scannedDomain, setScannedDomain] = useState('')
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)

  const setField = (name: keyof ScanForm, value: string) => setForm((f) => ({ ...f, [name]: value }))

  const brandCategory = () => chosenBrandCategory(form.brandCategory, form.customCategory)

  const scan = async () => {
    const domain = form.domain.trim()
    if (!domain) {
      toast.error(MESSAGES.domainRequired)
      return
    }
    setStatus('scanning')
    setResult(null)
    setSaved(false)
    try {
      const data = await scanDomain(client, domain)
      setResult(data)
      setScannedDomain(domain)
      setStatus('done')
    } catch (err) {
      toast.error(getErrorMessage(err, MESSAGES.scanFailed))
      setStatus('idle')
    }
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
    setSaving(true)
    try {
      await saveDomain(client, {
        domain: scannedDomain,
        data: result,
        brandCategory: category,
        issueDate: form.issueDate || null,
      })
      setSaved(true)
      toast.success(MESSAGES.saved)
    } catch (err) {
      const message = getErrorMessage(err, '')
      toast.error(message.toLowerCase().includes('duplicate key') ? MESSAGES.duplicate : MESSAGES.saveFailed)
    } finally {
      setSaving(false)
    }
  }

  return { form, setField, status, result, saving, saved, scan, save }
}
