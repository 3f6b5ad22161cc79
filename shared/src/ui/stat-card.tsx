import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import './parts.css'

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Where the card leads (a card that is a link). */
  to?: string;
  onClick?(): void;
  /** Oldest first; drawn as a line scaled to its own range. Fewer than two points draw nothing. */
  trend?: readonly number[];
  /** What the trend shows, for screen readers (e.g. "Uptime over 30 days"). */
  trendLabel?: string;
}

/**
 * A headline number with its label and an optional trend line. The line is an inline SVG
 * polyline: a few points need no chart library, so every remote can show one for free.
 */
export function StatCard ({ label, value, to, onClick, trend, trendLabel }: StatCardProps) {
  const body = (
    <>
      <span className='sf-stat-card__label'>{label}</span>
      <span className='sf-stat-card__value'>{value}</span>
      {trend && trend.length > 1 && <TrendLine points={trend} label={trendLabel ?? `${label} trend`} />}
    </>
  )
  if (to !== undefined) return <Link className='sf-stat-card' to={to} onClick={onClick}>{body}</Link>
  return <div className='sf-stat-card'>{body}</div>
}

const WIDTH = 100
const HEIGHT = 28

export function TrendLine ({ points, label }: { points: readonly number[]; label: string }) {
  const min = Math.min(...points)
  const span = Math.max(...points) - min || 1
  const xy = points.map((p, i) => `${(i * WIDTH / (points.length - 1)).toFixed(2)},${(HEIGHT - 2 - ((p - min) / span) * (HEIGHT - 4)).toFixed(2)}`)
  return (
    <svg className='sf-stat-card__trend' viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio='none' role='img' aria-label={label}>
      <polyline points={xy.join(' ')} fill='none' stroke='currentColor' strokeWidth='2' vectorEffect='non-scaling-stroke' />
    </svg>
  )
}
