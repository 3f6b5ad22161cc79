import { useState, type KeyboardEvent } from 'react'
import { Button } from '@sitefleet/shared'

export interface DomainNameEditorProps {
  domain: string;
  expanded: boolean;
  saving: boolean;
  onToggle(): void;
  /** Resolves true when the editor should close. */
  onSave(value: string): Promise<boolean>;
  /** Shown after the name on admin cards. */
  ownerName?: string;
  /** A read-only panel offers no Rename. */
  readOnly?: boolean;
}

/** The card title: the name (click expands details) and inline rename, view → edit → save or cancel. */
export function DomainNameEditor ({ domain, expanded, saving, onToggle, onSave, ownerName, readOnly = false }: DomainNameEditorProps) {
  const [editing, setEditing] = useState(false)
  const [value, setValue] = useState(domain)

  const start = () => {
    setValue(domain)
    setEditing(true)
  }
  const save = async () => {
    if (await onSave(value)) setEditing(false)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      void save()
    } else if (e.key === 'Escape') {
      e.preventDefault()
      setEditing(false)
    }
  }

  if (editing) {
    return (
      <div className='dm-card__title dm-card__title--editing'>
        <input
          name='newDomain'
          aria-label={`New name for ${domain}`}
          className='dm-card__rename'
          value={value}
          autoFocus
          disabled={saving}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button size='sm' onClick={() => void save()} disabled={saving}>
          Save
        </Button>
        <Button size='sm' variant='secondary' onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
      </div>
    )
  }

  return (
    <div className='dm-card__title'>
      <button type='button' className='dm-card__name' aria-expanded={expanded} onClick={onToggle}>
        {domain}
      </button>
      {ownerName !== undefined && <span className='dm-card__owner'>Owner: {ownerName}</span>}
      {!readOnly && (
        <Button size='sm' variant='ghost' onClick={start}>
          Rename
        </Button>
      )}
    </div>
  )
}
