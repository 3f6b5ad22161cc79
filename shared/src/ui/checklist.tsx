import { useId } from 'react'
import { Link } from 'react-router-dom'
import { Button } from './button'
import './parts.css'

export interface ChecklistStep {
  label: string;
  /** The screen where the step is done. */
  to: string;
  done: boolean;
}

export interface ChecklistProps {
  title: string;
  steps: readonly ChecklistStep[];
  onDismiss(): void;
}

/** First steps, each a link to its screen, ticked when done; the whole list can be dismissed. */
export function Checklist ({ title, steps, onDismiss }: ChecklistProps) {
  const headingId = useId()
  const done = steps.filter((s) => s.done).length
  return (
    <section className='sf-checklist' aria-labelledby={headingId}>
      <div className='sf-checklist__head'>
        <h2 id={headingId}>{title}</h2>
        <span className='sf-checklist__progress'>{done} of {steps.length} done</span>
        <Button variant='secondary' size='sm' onClick={onDismiss}>Dismiss</Button>
      </div>
      <ol className='sf-checklist__steps'>
        {steps.map((step) => (
          <li key={step.label} className={step.done ? 'sf-checklist__step sf-checklist__step--done' : 'sf-checklist__step'}>
            <span className='sf-checklist__mark' aria-hidden='true'>{step.done ? '✓' : ''}</span>
            <Link to={step.to}>{step.label}</Link>
            <span className='sf-visually-hidden'>{step.done ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
