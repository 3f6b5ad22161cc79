// Counts and changes as the screens show them: whole numbers with separators, a change in
// percent with its sign ("+12 %", "−50 %"); a missing figure is a dash.
const whole = new Intl.NumberFormat('en-US')

export const NO_FIGURE = '—'

export function formatCount (n: number | null | undefined): string {
  return n === null || n === undefined ? NO_FIGURE : whole.format(n)
}

/** A fraction of change (−0.5) as "−50 %"; "0 %" when it rounds to nothing; a dash when there was nothing to compare with. */
export function formatChange (change: number | null | undefined): string {
  if (change === null || change === undefined) return NO_FIGURE
  const pct = Math.round(change * 100)
  if (pct === 0) return '0 %'
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct)} %`
}
