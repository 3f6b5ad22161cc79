import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  RESET_REDIRECT_MS,
  getErrorMessage,
  isNetworkError,
  paths,
  requestResetCode,
  resetPassword,
  toast,
} from '@sitefleet/shared'
import { AUTH_MESSAGES as M } from '../messages'

export type ResetStep = 'email' | 'reset'

function failure (err: unknown): string {
  return isNetworkError(err) ? M.resetNetwork : getErrorMessage(err, M.resetNetwork)
}

/** Forgot password: e-mail → code + new password → /login after 1 s. */
export function useForgotPassword () {
  const navigate = useNavigate()
  const [step, setStep] = useState<ResetStep>('email')
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)

  async function submitEmail (values: { email: string }) {
    const trimmed = values.email.trim()
    if (!trimmed) {
      toast.error(M.emailRequired)
      return
    }
    setBusy(true)
    try {
      const data = await requestResetCode({ email: trimmed })
      setEmail(trimmed)
      toast.success(data.message || M.codeSent)
      setStep('reset')
    } catch (err) {
      toast.error(failure(err))
    } finally {
      setBusy(false)
    }
  }

  async function submitReset (values: { code: string; newPassword: string }) {
    const code = values.code.trim()
    if (!code || !values.newPassword) {
      toast.error(M.allFieldsRequired)
      return
    }
    setBusy(true)
    try {
      const data = await resetPassword({ email, code, newPassword: values.newPassword })
      toast.success(data.message || M.resetDone)
      // Stays busy: the form must not be re-submitted during the redirect delay.
      setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS)
    } catch (err) {
      toast.error(failure(err))
      setBusy(false)
    }
  }

  return { step, email, busy, submitEmail, submitReset }
}
