import { useState, type FormEvent } from 'react'
import { Button } from '@sitefleet/shared'
import type { CreateUserRequest } from '../api/create-user'

export interface SignupFormProps {
  busy: boolean;
  onSubmit(values: CreateUserRequest): void;
}

/** "Create an Account". noValidate: empty fields get the spec's toast, not the browser's bubble. */
export function SignupForm ({ busy, onSubmit }: SignupFormProps) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [show, setShow] = useState(false)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit({ name, email, password })
  }

  return (
    <form className='ad-card ad-form' noValidate onSubmit={submit} aria-labelledby='signup-title'>
      <h1 id='signup-title'>Create an Account</h1>
      <div className='ad-field'>
        <label htmlFor='signup-name'>Full Name</label>
        <input id='signup-name' name='name' autoComplete='off' value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <div className='ad-field'>
        <label htmlFor='signup-email'>Email</label>
        <input
          id='signup-email' name='email' type='email' autoComplete='off' value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className='ad-field'>
        <label htmlFor='signup-password'>Password</label>
        <input
          id='signup-password' name='password' type={show ? 'text' : 'password'} autoComplete='new-password'
          value={password} onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <label className='ad-check' htmlFor='signup-show-password'>
        <input id='signup-show-password' type='checkbox' checked={show} onChange={(e) => setShow(e.target.checked)} />
        Show Password
      </label>
      <Button type='submit' disabled={busy}>
        Sign Up
      </Button>
    </form>
  )
}
