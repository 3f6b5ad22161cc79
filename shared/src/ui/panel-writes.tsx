import type { ReactNode } from 'react'
import { useApi } from '../api/api-context'
import { READ_ONLY_PANEL } from '../api/panel-client'

/**
 * The write controls of a screen (forms, settings, actions). In a panel embedded with a read
 * token they are shown disabled, all at once by the fieldset, under a note saying why: the API
 * would refuse every write. Anywhere else the children render exactly as they are.
 */
export function PanelWrites ({ children }: { children: ReactNode }) {
  const { readOnly } = useApi()
  if (!readOnly) return <>{children}</>
  return (
    <>
      <p className='sf-read-only-note' role='note'>{`${READ_ONLY_PANEL}: its settings and actions are shown, not changed.`}</p>
      <fieldset className='sf-panel-writes' disabled title={READ_ONLY_PANEL}>
        {children}
      </fieldset>
    </>
  )
}
