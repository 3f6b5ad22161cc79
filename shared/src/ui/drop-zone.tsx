import { useId, useState, type DragEvent, type ReactNode } from 'react'
import './parts.css'

export interface DropZoneProps {
  /** The big line, e.g. "Drop a CSV file here". */
  title: ReactNode;
  /** The file picker's link text inside the zone. */
  chooseLabel?: string;
  accept?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** The zone's test id, for browser tests that drop a file on it. */
  testId?: string;
  onFile(file: File): void;
}

/**
 * A visible box to drop a file on, with a file picker inside it ("or choose a file") for those
 * who do not drag. Only the first file is taken; a drop while disabled is ignored (a disabled
 * fieldset stops its controls, not a drop).
 */
export function DropZone ({ title, chooseLabel = 'or choose a file', accept, hint, disabled = false, testId = 'drop-zone', onFile }: DropZoneProps) {
  const [over, setOver] = useState(false)
  const inputId = useId()
  const drag = (event: DragEvent, isOver: boolean) => {
    event.preventDefault()
    if (!disabled) setOver(isOver)
  }
  return (
    <div
      className={`sf-drop-zone${over ? ' sf-drop-zone--over' : ''}`}
      data-testid={testId}
      onDragEnter={(e) => drag(e, true)}
      onDragOver={(e) => drag(e, true)}
      onDragLeave={(e) => drag(e, false)}
      onDrop={(e) => {
        drag(e, false)
        const file = e.dataTransfer.files[0]
        if (!disabled && file !== undefined) onFile(file)
      }}
    >
      <p className='sf-drop-zone__title'>{title}</p>
      <label className='sf-drop-zone__choose' htmlFor={inputId}>{chooseLabel}</label>
      <input
        id={inputId}
        className='sf-visually-hidden'
        type='file'
        accept={accept}
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0]
          // Cleared so choosing the same file again (after fixing it) is a change too.
          e.target.value = ''
          if (file !== undefined) onFile(file)
        }}
      />
      {hint && <p className='sf-drop-zone__hint'>{hint}</p>}
    </div>
  )
}
