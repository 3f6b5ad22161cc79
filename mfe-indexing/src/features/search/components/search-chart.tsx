// The clicks and impressions chart, in its own module so the page loads it (and uPlot) lazily.
// The site's events are drawn as vertical marks on the same time axis; the list under the chart
// says what each was.
import { useEffect, useRef } from 'react'
import UPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { type SearchDay, type SearchTimelineEvent, useThemeStore } from '@sitefleet/shared'
import { GROUP_COLOURS } from '../lib/event-colours'

/** Seconds of a UTC day's start ("2026-11-24"). */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000

/** A plugin that draws one vertical mark per event, in its group's colour. */
function eventMarks (events: readonly SearchTimelineEvent[]): UPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const { ctx } = u
        const { top, height } = u.bbox
        ctx.save()
        ctx.lineWidth = 2
        ctx.setLineDash([4, 3])
        for (const e of events) {
          const x = Math.round(u.valToPos(Date.parse(e.at) / 1000, 'x', true))
          if (x < u.bbox.left || x > u.bbox.left + u.bbox.width) continue
          ctx.strokeStyle = GROUP_COLOURS[e.group]
          ctx.beginPath()
          ctx.moveTo(x, top)
          ctx.lineTo(x, top + height)
          ctx.stroke()
        }
        ctx.restore()
      },
    },
  }
}

export default function SearchChart ({ days, events, label }: { days: readonly SearchDay[]; events: readonly SearchTimelineEvent[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  // Drawn again when the header's switch changes the theme, so the axes take its colours.
  const theme = useThemeStore((s) => s.choice)
  useEffect(() => {
    const el = ref.current
    if (el === null) return
    const data: UPlot.AlignedData = [days.map((d) => dayStart(d.date)), days.map((d) => d.clicks), days.map((d) => d.impressions)]
    const style = getComputedStyle(el)
    const axis = { stroke: style.color, grid: { stroke: style.borderTopColor }, ticks: { stroke: style.borderTopColor } }
    const chart = new UPlot({
      width: Math.max(260, el.clientWidth),
      height: 220,
      scales: { x: { time: true }, impressions: { auto: true } },
      series: [
        { label: 'Day', value: '{D} {MMM} {YYYY}' },
        { label: 'Clicks', stroke: '#2563eb', width: 2 },
        { label: 'Impressions', stroke: '#16a34a', width: 1, scale: 'impressions' },
      ],
      axes: [axis, { ...axis, size: 50 }, { ...axis, scale: 'impressions', side: 1, size: 60, grid: { show: false } }],
      legend: { show: true, live: true },
      plugins: [eventMarks(events)],
    }, data, el)
    return () => chart.destroy()
  }, [days, events, theme])
  return <div ref={ref} className='ix-chart' role='img' aria-label={label} />
}
