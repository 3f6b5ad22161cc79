import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button, CODE_LENGTH, paths } from '@sitefleet/shared'
import { useForgotPassword } from '../hooks/use-forgot-password'
import { AuthCard } from './auth-card'
import { Field, ShowPassword } from './field'

/** /forgot-password: e-mail step, then code + new password, then back to /login. */
export function ForgotPasswordPage () {
  const { step, email, busy, submitEmail, submitReset } = useForgotPassword()
  const [emailInput, setEmailInput] = useState('')
  const [code, setCode] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [show, setShow] = useState(false)

  const onEmail = (e: FormEvent) => {
    e.preventDefault()
    void submitEmail({ email: emailInput })
  }
  const onReset = (e: FormEvent) => {
    e.preventDefault()
    void submitReset({ code, newPassword })
  }

  return (
    <AuthCard
      title='Forgot Password'
      subtitle={step === 'email' ? 'We will e-mail you a code to reset your password.' : `Enter the code sent to ${email}.`}
    >
      {step === 'email'
        ? (
        <form className='auth-form' noValidate onSubmit={onEmail}>
          <Field
            id='reset-email' label='Email' name='email' type='email' autoComplete='username'
            value={emailInput} onChange={(e) => setEmailInput(e.target.value)}
          />
          <Button type='submit' disabled={busy}>
            Send Code
          </Button>
        </form>
          )
        : (
        <form className='auth-form' noValidate onSubmit={onReset}>
          <Field
            id='reset-code' label='Verification Code' name='code' inputMode='numeric' autoComplete='one-time-code'
            placeholder={`Enter ${CODE_LENGTH}-digit code`} value={code} onChange={(e) => setCode(e.target.value)}
          />
          <Field
            id='reset-new-password' label='New Password' name='newPassword' type={show ? 'text' : 'password'}
            autoComplete='new-password' value={newPassword} onChange={(e) => setNewPassword(e.target.value)}
          />
          <ShowPassword id='reset-show-password' checked={show} onChange={setShow} />
          <Button type='submit' disabled={busy}>
            Reset Password
          </Button>
        </form>
          )}
      <p className='auth-card__footer'>
        <Link to={paths.login}>Back to Login</Link>
      </p>
    </AuthCard>
  )
}
