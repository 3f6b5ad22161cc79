import { useId, type FormEvent } from 'react'
import { Button, type AddHostingBody } from '@sitefleet/shared'
import type { HistoryField } from '../../../lib/hosting-history'
import { useHostingForm } from '../hooks/use-hosting-form'

interface FieldSpec {
  name: keyof AddHostingBody;
  label: string;
  type: 'text' | 'email' | 'date';
  /** Fields that offer the browser's earlier entries as suggestions. */
  history?: HistoryField;
}

const FIELDS: FieldSpec[] = [
  { name: 'platform', label: 'Platform', type: 'text', history: 'platform' },
  { name: 'email', label: 'Platform Email', type: 'email', history: 'email' },
  { name: 'server', label: 'Server', type: 'text', history: 'server' },
  { name: 'ServerExpiryDate', label: 'Server Expiry Date', type: 'date' },
]

/** Add Hosting Info: four required fields, suggestions from this browser's history. */
export function HostingForm () {
  const id = useId()
  const { values, saving, history, setField, submit } = useHostingForm()

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void submit()
  }

  return (
    // noValidate: the screen's own messages replace the browser's bubbles.
    <form className='hs-panel hs-form' aria-label='Add Hosting Info' noValidate onSubmit={onSubmit}>
      {FIELDS.map((field) => (
        <div className='hs-field' key={field.name}>
          <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            required
            autoComplete='off'
            list={field.history ? `${id}-${field.name}-history` : undefined}
            value={values[field.name]}
            onChange={(e) => setField(field.name, e.target.value)}
          />
          {field.history && (
            <datalist id={`${id}-${field.name}-history`} data-testid={`${field.name}-suggestions`}>
              {history[field.history].map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
        </div>
      ))}
      <div className='hs-actions'>
        <Button type='submit' disabled={saving}>
          Save Hosting Info
        </Button>
      </div>
    </form>
  )
}
