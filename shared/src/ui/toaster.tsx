import { useMemo } from 'react'
import { useToastStore } from './toast-store'
import './ui.css'

/**
 * Renders the toast queue fixed at the top right: the dashboard's (the shell mounts it once), or,
 * with `panel`, an embedded panel's own toasts at the top right of that panel.
 */
export function Toaster ({ panel }: { panel?: string }) {
  const all = useToastStore((s) => s.toasts)
  const toasts = useMemo(() => all.filter((t) => t.panel === panel), [all, panel])
  const dismiss = useToastStore((s) => s.dismiss)
  return (
    <div className={panel === undefined ? 'sf-toaster' : 'sf-toaster sf-toaster--panel'} aria-live='polite'>
      {toasts.map((t) => (
        <div key={t.id} className={`sf-toast sf-toast--${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className='sf-toast__text'>{t.text}</span>
          <button type='button' className='sf-toast__close' aria-label='Dismiss notification' onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
