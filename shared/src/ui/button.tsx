import type { ButtonHTMLAttributes } from 'react'
import './ui.css'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}

/** A button that defaults to type="button" so it never submits a surrounding form by accident. */
export function Button ({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['sf-btn', `sf-btn--${variant}`, size === 'sm' ? 'sf-btn--sm' : '', className ?? '']
    .filter(Boolean)
    .join(' ')
  return <button type={type} className={classes} {...rest} />
}
