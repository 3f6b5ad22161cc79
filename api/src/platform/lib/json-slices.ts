// JSON of a long array without holding the event loop: JSON.stringify of a 50,000-row import
// plan is one uninterrupted block. Elements are serialised a slice at a time, with a turn
// of the event loop between slices; the text is exactly JSON.stringify(items).
import { loopBudget } from './yield-to-loop'

const SLICE = 1000

export async function stringifyInSlices (items: readonly unknown[]): Promise<string> {
  const budget = loopBudget()
  const parts: string[] = []
  for (let start = 0; start < items.length; start += SLICE) {
    await budget.tick()
    // Sliced arrays serialise as their elements joined by commas (undefined as null, as in an array).
    const text = JSON.stringify(items.slice(start, start + SLICE))
    parts.push(text.slice(1, -1))
  }
  return `[${parts.join(',')}]`
}
