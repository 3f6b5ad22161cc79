const W = 96
const H = 24

/** A small line of the weekly clicks (oldest first); its label says the first and last week. */
export function Sparkline ({ values, label }: { values: readonly number[]; label: string }) {
  if (values.length < 2) return <span className='ix-muted'>—</span>
  const max = Math.max(1, ...values)
  const step = W / (values.length - 1)
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(H - 2 - (v / max) * (H - 4)).toFixed(1)}`).join(' ')
  const falling = values[values.length - 1] < values[0]
  return (
    <svg className={`ix-spark ${falling ? 'ix-spark--down' : ''}`} width={W} height={H} viewBox={`0 0 ${W} ${H}`} role='img' aria-label={label}>
      <polyline points={points} fill='none' strokeWidth='1.5' />
    </svg>
  )
}
