import './ui.css'

export interface SpinnerProps {
  /** Visible text next to the spinner, e.g. "Loading cached results...". */
  label?: string;
}

export function Spinner ({ label }: SpinnerProps) {
  return (
    <div className='sf-spinner' role='status' aria-live='polite'>
      <span className='sf-spinner__wheel' aria-hidden='true' />
      {label ? <span>{label}</span> : <span className='sf-visually-hidden'>Loading</span>}
    </div>
  )
}
