import { useId, type FormEvent } from 'react'
import { Button } from '@sitefleet/shared'
import { CUSTOM_CATEGORY, type ScanForm as ScanFormValues, type ScanStatus } from '../hooks/use-url-scan'

export interface ScanFormProps {
  form: ScanFormValues;
  categories: string[];
  status: ScanStatus;
  onField(name: keyof ScanFormValues, value: string): void;
  onScan(): void;
}

/** Domain, issue date (yyyy-mm-dd), brand category (or a custom one) and the Scan button. */
export function ScanForm ({ form, categories, status, onField, onScan }: ScanFormProps) {
  const id = useId()
  const scanning = status === 'scanning'
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!scanning) onScan()
  }
  return (
    <form className='dm-panel dm-scan-form' onSubmit={submit} noValidate aria-label='Scan Website'>
      <div className='dm-field'>
        <label htmlFor={`${id}-domain`}>Domain</label>
        <input
          id={`${id}-domain`}
          name='domain'
          placeholder='example.com'
          autoComplete='off'
          value={form.domain}
          onChange={(e) => onField('domain', e.target.value)}
        />
      </div>
      <div className='dm-field'>
        <label htmlFor={`${id}-issue`}>Issue Date</label>
        <input
          id={`${id}-issue`}
          name='issueDate'
          type='date'
          value={form.issueDate}
          onChange={(e) => onField('issueDate', e.target.value)}
        />
      </div>
      <div className='dm-field'>
        <label htmlFor={`${id}-brand`}>Brand Category</label>
        <select
          id={`${id}-brand`}
          name='brandCategory'
          value={form.brandCategory}
          onChange={(e) => onField('brandCategory', e.target.value)}
        >
          <option value=''>Select a brand category</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          <option value={CUSTOM_CATEGORY}>Add custom category...</option>
        </select>
      </div>
      {form.brandCategory === CUSTOM_CATEGORY && (
        <div className='dm-field'>
          <label htmlFor={`${id}-custom`}>Custom Category</label>
          <input
            id={`${id}-custom`}
            name='customCategory'
            placeholder='New brand category'
            autoFocus
            value={form.customCategory}
            onChange={(e) => onField('customCategory', e.target.value)}
          />
        </div>
      )}
      <div className='dm-actions'>
        <Button type='submit' disabled={scanning}>
          {scanning ? 'Scanning...' : 'Scan'}
        </Button>
      </div>
    </form>
  )
}
