// How the search figures read on screen beyond counts and changes (@sitefleet/shared): CTR in
// percent, position with one decimal; a missing figure is a dash.
import { NO_FIGURE } from '@sitefleet/shared'

export function formatCtr (ctr: number | null | undefined): string {
  return ctr === null || ctr === undefined ? NO_FIGURE : `${(Math.round(ctr * 1000) / 10).toFixed(1)} %`
}

export function formatPosition (position: number | null | undefined): string {
  return position === null || position === undefined ? NO_FIGURE : position.toFixed(1)
}

/** The class of a change: losses in the danger colour, gains in the success colour. */
export function changeClass (change: number | null | undefined): string | undefined {
  if (change === null || change === undefined || Math.round(change * 100) === 0) return undefined
  return change < 0 ? 'ix-loss' : 'ix-gain'
}
