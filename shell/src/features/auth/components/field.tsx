import type { InputHTMLAttributes } from 'react'

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
}

/** Labelled input; `id`, `name` and label are what e2e and screen readers find it by. */
export function Field ({ id, label, ...input }: FieldProps) {
  return (
    <div className='auth-field'>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  )
}

/** "Show Password" checkbox shared by the password forms. */
export function ShowPassword ({ id, checked, onChange }: { id: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className='auth-check' htmlFor={id}>
      <input id={id} type='checkbox' checked={checked} onChange={(e) => onChange(e.target.checked)} />
      Show Password
    </label>
  )
}
