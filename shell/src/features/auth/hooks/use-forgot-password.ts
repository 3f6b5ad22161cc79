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
  useMutation,
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
  const sendCode = useMutation({ mutationFn: requestResetCode })
  const reset = useMutation({ mutationFn: resetPassword })

  async function submitEmail (values: { email: string }) {
    const trimmed = values.email.trim()
    if (!trimmed) {
      toast.error(M.emailRequired)
      return
    }
    sendCode.mutate({ email: trimmed }, {
      onSuccess: (data) => {
        setEmail(trimmed)
        toast.success(data.message || M.codeSent)
        setStep('reset')
      },
      onError: (err) => toast.error(failure(err)),
    })
  }

  async function submitReset (values: { code: string; newPassword: string }) {
    const code = values.code.trim()
    if (!code || !values.newPassword) {
      toast.error(M.allFieldsRequired)
      return
    }
    reset.mutate({ email, code, newPassword: values.newPassword }, {
      onSuccess: (data) => {
        toast.success(data.message || M.resetDone)
        setTimeout(() => navigate(paths.login, { replace: true }), RESET_REDIRECT_MS)
      },
      onError: (err) => toast.error(failure(err)),
    })
  }

  // Stays busy after a reset: the form must not be re-submitted during the redirect delay.
  return { step, email, busy: sendCode.isPending || reset.isPending || reset.isSuccess, submitEmail, submitReset }
}
