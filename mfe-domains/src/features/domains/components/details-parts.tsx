import type { ReactNode } from 'react'

/** Building blocks of the domain details list (one labelled row, "None", a list of texts). */
export function Row ({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className='dm-details__row'>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export function None () {
  return <span className='dm-muted'>None</span>
}

export function textList (items: string[]) {
  if (items.length === 0) return <None />
  return (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}
