import { charCount } from '../lib/char-count'

/** "(N characters)", red over the spec's limit (title 60, description 160). */
export function TextLength ({ value, limit }: { value: string; limit: number }) {
  const n = charCount(value)
  const over = n > limit
  return (
    <span className={over ? 'dm-count dm-count--over' : 'dm-count'} data-over={over} title={`Limit ${limit}`}>
      ({n} characters)
    </span>
  )
}
