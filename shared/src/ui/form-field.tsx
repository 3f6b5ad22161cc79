import { cloneElement, useId, type FormEvent, type ReactElement, type ReactNode } from 'react'
import './parts.css'

export interface FormFieldProps {
  label: ReactNode;
  /** One control (input, select, textarea); the field gives it an id and ties the label to it. */
  children: ReactElement<{ id?: string; 'aria-describedby'?: string }>;
  hint?: ReactNode;
  className?: string;
}

/** A label above its control, and an optional hint below that the control is described by. */
export function FormField ({ label, children, hint, className }: FormFieldProps) {
  const generated = useId()
  const id = children.props.id ?? generated
  const hintId = `${id}-hint`
  return (
    <div className={`sf-field${className ? ` ${className}` : ''}`}>
      <label className='sf-field__label' htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-describedby': hint ? hintId : children.props['aria-describedby'] })}
      {hint && <span id={hintId} className='sf-field__hint'>{hint}</span>}
    </div>
  )
}

export interface FormLayoutProps {
  children: ReactNode;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  label?: string;
  className?: string;
}

/** A column of fields; `FormRow` puts several side by side and wraps them on a narrow screen. */
export function FormLayout ({ children, onSubmit, label, className }: FormLayoutProps) {
  return (
    <form
      className={`sf-form${className ? ` ${className}` : ''}`}
      aria-label={label}
      noValidate
      onSubmit={(e) => { e.preventDefault(); onSubmit?.(e) }}
    >
      {children}
    </form>
  )
}

export const FormRow = ({ children }: { children: ReactNode }) => <div className='sf-form__row'>{children}</div>
export const FormActions = ({ children }: { children: ReactNode }) => <div className='sf-form__actions'>{children}</div>
