import { useState } from 'react'
import { getErrorMessage, getErrorStatus, toast, type AddHostingBody, type ServerExistsBody, useApi, useMutation } from '@sitefleet/shared'
import { isAxiosError } from 'axios'
import { readHistory, rememberEntry, type HostingHistory } from '../../../lib/hosting-history'
import { addHostingInfo } from '../api/add-hosting-info'

export const HOSTING_ADDED = 'Hosting info added'
export const CHECK_ALL_FIELDS = 'Please Check All Field'
export const INVALID_EMAIL = 'Please enter a valid email address'

// Same rule as the api: one @, no spaces, a domain of dot-separated non-empty labels (linear time).
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
const EMPTY: AddHostingBody = { platform: '', email: '', server: '', ServerExpiryDate: '' }

/** The duplicate alert: names the record that already holds the server. */
export function duplicateAlert (existing: ServerExistsBody['existing']): string {
  return `❌ Server already exists!\n\nServer: ${existing.server}\nPlatform: ${existing.platform}\nEmail: ${existing.email}`
}

function existingOf (err: unknown): ServerExistsBody['existing'] | null {
  if (!isAxiosError(err) || getErrorStatus(err) !== 409) return null
  const existing = (err.response?.data as Partial<ServerExistsBody> | undefined)?.existing
  return existing && typeof existing === 'object' ? existing : null
}

/** Add Hosting Info: four required fields, e-mail format, duplicate alert, suggestion history. */
export function useHostingForm () {
  const { client } = useApi()
  const [values, setValues] = useState<AddHostingBody>(EMPTY)
  const add = useMutation({ mutationFn: (body: AddHostingBody) => addHostingInfo(client, body) })
  const [history, setHistory] = useState<HostingHistory>(readHistory)

  const setField = (name: keyof AddHostingBody, value: string) => setValues((v) => ({ ...v, [name]: value }))

  const submit = async () => {
    const body: AddHostingBody = {
      platform: values.platform.trim(),
      email: values.email.trim(),
      server: values.server.trim(),
      ServerExpiryDate: values.ServerExpiryDate.trim(),
    }
    if (Object.values(body).some((v) => v === '')) return void toast.error(CHECK_ALL_FIELDS)
    if (!EMAIL_RE.test(body.email)) return void toast.error(INVALID_EMAIL)
    add.mutate(body, {
      onSuccess: () => {
        toast.success(HOSTING_ADDED)
        setHistory(rememberEntry(body))
        setValues(EMPTY)
      },
      onError: (err) => {
        const existing = existingOf(err)
        if (existing) window.alert(duplicateAlert({ ...body, ...existing }))
        else toast.error(getErrorMessage(err, CHECK_ALL_FIELDS))
      },
    })
  }

  return { values, saving: add.isPending, history, setField, submit }
}
