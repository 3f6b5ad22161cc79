import { useId, type FormEvent } from 'react'
import { BrandCategorySelect, Button } from '@sitefleet/shared'
import { type ScanForm as ScanFormValues, type ScanStatus } from '../hooks/use-url-scan'

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
      <BrandCategorySelect
        fieldClassName='dm-field'
        categories={categories}
        value={form.brandCategory}
        custom={form.customCategory}
        onChange={(v) => onField('brandCategory', v)}
        onCustom={(v) => onField('customCategory', v)}
      />
      <div className='dm-actions'>
        <Button type='submit' disabled={scanning}>
          {scanning ? 'Scanning...' : 'Scan'}
        </Button>
      </div>
    </form>
  )
}
