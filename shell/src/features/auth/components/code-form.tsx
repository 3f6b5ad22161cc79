import { useState, type FormEvent } from 'react'
import { Button, CODE_LENGTH } from '@sitefleet/shared'
import { Field } from './field'

export interface CodeFormProps {
  busy: boolean;
  onSubmit(values: { code: string }): void;
}

/** Login step 2. The 6 digits are a hint only: no maxLength or pattern on purpose. */
export function CodeForm ({ busy, onSubmit }: CodeFormProps) {
  const [code, setCode] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit({ code })
  }
  return (
    <form className='auth-form' noValidate onSubmit={submit}>
      <Field
        id='login-code' label='Verification Code' name='code' inputMode='numeric' autoComplete='one-time-code'
        placeholder={`Enter ${CODE_LENGTH}-digit code`} autoFocus value={code} onChange={(e) => setCode(e.target.value)}
      />
      <Button type='submit' disabled={busy}>
        Verify Code
      </Button>
    </form>
  )
}
