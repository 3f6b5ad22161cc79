// How the search figures read on screen: whole numbers with separators, CTR and change in
// percent with a sign, position with one decimal; a missing figure is a dash.
const whole = new Intl.NumberFormat('en-US')

export const DASH = '—'

export function formatCount (n: number | null | undefined): string {
  return n === null || n === undefined ? DASH : whole.format(n)
}

export function formatCtr (ctr: number | null | undefined): string {
  return ctr === null || ctr === undefined ? DASH : `${(Math.round(ctr * 1000) / 10).toFixed(1)} %`
}

export function formatPosition (position: number | null | undefined): string {
  return position === null || position === undefined ? DASH : position.toFixed(1)
}

/** "+12 %", "−50 %", "0 %"; a dash when there was nothing to compare with. */
export function formatChange (change: number | null | undefined): string {
  if (change === null || change === undefined) return DASH
  const pct = Math.round(change * 100)
  if (pct === 0) return '0 %'
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct)} %`
}

/** The class of a change: losses in the danger colour, gains in the success colour. */
export function changeClass (change: number | null | undefined): string | undefined {
  if (change === null || change === undefined || Math.round(change * 100) === 0) return undefined
  return change < 0 ? 'ix-loss' : 'ix-gain'
}
