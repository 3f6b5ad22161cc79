import { CODE_LENGTH } from '@sitefleet/shared'
import { useLogin } from '../hooks/use-login'
import { AuthCard } from './auth-card'
import { CodeForm } from './code-form'
import { CredentialsForm } from './credentials-form'

/** /login: password step, then the e-mailed code step. */
export function LoginPage () {
  const { step, email, busy, submitCredentials, submitCode } = useLogin()
  if (step === 'code') {
    return (
      <AuthCard title='Enter Verification Code' subtitle={`We sent a ${CODE_LENGTH}-digit code to ${email}.`}>
        <CodeForm busy={busy} onSubmit={submitCode} />
      </AuthCard>
    )
  }
  return (
    <AuthCard title='Login' subtitle='Sign in to your dashboard.'>
      <CredentialsForm busy={busy} onSubmit={submitCredentials} />
    </AuthCard>
  )
}
