import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  decodeToken,
  getErrorMessage,
  initiateLogin,
  isNetworkError,
  paths,
  toast,
  useAuthStore,
  useCategoryStore,
  useMutation,
  verifyCode,
} from '@sitefleet/shared'
import { AUTH_MESSAGES as M } from '../messages'

export type LoginStep = 'credentials' | 'code'

function failure (err: unknown, fallback: string): string {
  return isNetworkError(err) ? M.loginNetwork : getErrorMessage(err, fallback)
}

/** Two-step login: password → e-mailed code → session; failures stay on the step. */
export function useLogin () {
  const navigate = useNavigate()
  const login = useAuthStore((s) => s.login)
  const setCategory = useCategoryStore((s) => s.setCategory)
  const [step, setStep] = useState<LoginStep>('credentials')
  const [email, setEmail] = useState('')
  const sendCode = useMutation({ mutationFn: initiateLogin })
  const verify = useMutation({
    mutationFn: async (body: { email: string; code: string }) => {
      const data = await verifyCode(body)
      const session = decodeToken(data.jwtToken)
      if (!session) throw new Error('verify-code answered without a usable token')
      return { data, session }
    },
  })

  async function submitCredentials (values: { email: string; password: string }) {
    const trimmed = values.email.trim()
    if (!trimmed || !values.password) {
      toast.error(M.allFieldsRequired)
      return
    }
    sendCode.mutate({ email: trimmed, password: values.password }, {
      onSuccess: () => {
        setEmail(trimmed)
        toast.success(M.codeSent)
        setStep('code')
      },
      onError: (err) => toast.error(failure(err, M.loginFailed)),
    })
  }

  async function submitCode (values: { code: string }) {
    const code = values.code.trim()
    if (!code || !email) {
      toast.error(M.codeRequired)
      return
    }
    verify.mutate({ email, code }, {
      onSuccess: ({ data, session }) => {
        login(data.jwtToken, data.user?.name || session.name)
        // The login lands on the natural dashboard, so the remembered category follows it.
        setCategory('natural')
        navigate(session.role === 'admin' ? paths.products('admin', 'natural') : paths.products('user', 'natural'), {
          replace: true,
        })
      },
      onError: (err) => toast.error(failure(err, M.invalidCode)),
    })
  }

  // A verified code stays busy: the page is left for the dashboard.
  return { step, email, busy: sendCode.isPending || verify.isPending || verify.isSuccess, submitCredentials, submitCode }
}
