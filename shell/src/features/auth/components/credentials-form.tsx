import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { Button, paths } from '@sitefleet/shared'
import { Field, ShowPassword } from './field'

export interface CredentialsFormProps {
  busy: boolean;
  onSubmit(values: { email: string; password: string }): void;
}

/** Login step 1. noValidate: empty fields get the spec's toast, not the browser's bubble. */
export function CredentialsForm ({ busy, onSubmit }: CredentialsFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [show, setShow] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit({ email, password })
  }

  return (
    <form className='auth-form' noValidate onSubmit={submit}>
      <Field
        id='login-email' label='Email' name='email' type='email' autoComplete='username'
        value={email} onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        id='login-password' label='Password' name='password' type={show ? 'text' : 'password'}
        autoComplete='current-password' value={password} onChange={(e) => setPassword(e.target.value)}
      />
      <div className='auth-row'>
        <ShowPassword id='login-show-password' checked={show} onChange={setShow} />
        <Link to={paths.forgotPassword}>Forgot Password</Link>
      </div>
      <Button type='submit' disabled={busy}>
        Login
      </Button>
    </form>
  )
}
