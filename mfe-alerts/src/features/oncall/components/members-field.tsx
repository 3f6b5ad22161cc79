import { useState } from 'react'
import { Button } from '@sitefleet/shared'
import type { Member } from '../api/get-members'

/** The rotation's people in turn order: add from who may be in it, move up or down, remove. */
export function MembersField ({ ids, members, onChange }: { ids: string[]; members: Member[]; onChange(ids: string[]): void }) {
  const left = members.filter((m) => !ids.includes(m._id))
  const [pick, setPick] = useState('')
  const name = (id: string) => members.find((m) => m._id === id)?.name ?? id
  const move = (i: number, by: -1 | 1) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by], next[i]]
    onChange(next)
  }
  const chosen = pick !== '' && left.some((m) => m._id === pick) ? pick : left[0]?._id ?? ''
  return (
    <fieldset className='al-fieldset al-step'>
      <legend>People, in turn order</legend>
      <ol className='al-steps' aria-label='People in turn order'>
        {ids.map((id, i) => (
          <li key={id}>
            {name(id)}{' '}
            <Button size='sm' variant='ghost' aria-label={`Move ${name(id)} up`} disabled={i === 0} onClick={() => move(i, -1)}>Up</Button>
            <Button size='sm' variant='ghost' aria-label={`Move ${name(id)} down`} disabled={i === ids.length - 1} onClick={() => move(i, 1)}>Down</Button>
            <Button size='sm' variant='ghost' aria-label={`Remove ${name(id)}`} onClick={() => onChange(ids.filter((x) => x !== id))}>Remove</Button>
          </li>
        ))}
      </ol>
      {left.length > 0 && (
        <div className='al-form'>
          <label className='al-field'>
            <span>Person</span>
            <select value={chosen} onChange={(e) => setPick(e.target.value)}>
              {left.map((m) => <option key={m._id} value={m._id}>{m.name}</option>)}
            </select>
          </label>
          <Button size='sm' variant='secondary' onClick={() => onChange([...ids, chosen])}>Add person</Button>
        </div>
      )}
    </fieldset>
  )
}
