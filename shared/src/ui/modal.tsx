import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import './ui.css'

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children?: ReactNode;
  /** Action buttons, right aligned under the body. */
  footer?: ReactNode;
}

/** Accessible popup: role=dialog named by its title, Escape and backdrop click close it. */
export function Modal ({ open, title, onClose, children, footer }: ModalProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    // Move focus into the dialog unless a field inside already took it (autoFocus).
    if (panel.current && !panel.current.contains(document.activeElement)) panel.current.focus()
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onClose])

  if (!open) return null
  return createPortal(
    <div className='sf-modal__backdrop' onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className='sf-modal' role='dialog' aria-modal='true' aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId} className='sf-modal__title'>
          {title}
        </h2>
        <div className='sf-modal__body'>{children}</div>
        {footer && <div className='sf-modal__footer'>{footer}</div>}
      </div>
    </div>,
    document.body
  )
}
