import { useToastStore } from './toast-store'
import './ui.css'

/** Renders the toast queue fixed at the top right. Mount once (the shell does). */
export function Toaster () {
  const toasts = useToastStore((s) => s.toasts)
  const dismiss = useToastStore((s) => s.dismiss)
  return (
    <div className='sf-toaster' aria-live='polite'>
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
