import type { ReactNode } from 'react'
import './parts.css'

export interface EmptyStateProps {
  /** What is empty, in the screen's words (e.g. "No servers found"). */
  title: ReactNode;
  /** What to do next. */
  children?: ReactNode;
  /** The next step's link or button. */
  action?: ReactNode;
}

/** An empty list that says what to do next instead of a blank page. */
export function EmptyState ({ title, children, action }: EmptyStateProps) {
  return (
    <div className='sf-empty'>
      <p className='sf-empty__title'>{title}</p>
      {children && <p className='sf-empty__text'>{children}</p>}
      {action}
    </div>
  )
}
