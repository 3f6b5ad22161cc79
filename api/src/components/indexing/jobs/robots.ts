// Just enough robots.txt (RFC 9309) to tell whether a site shuts a crawler out completely —
// the likely reason a site is missing from an index, not a full matcher for single URLs.

import { robotsLine, robotsLines } from '../../../platform/lib/robots-line'

interface Group {
  agents: string[]
  allows: string[]
  disallows: string[]
}

function groups (robotsTxt: string): Group[] {
  const out: Group[] = []
  let current: Group | undefined
  let lastWasAgent = false
  for (const rawLine of robotsLines(robotsTxt)) {
    const rule = robotsLine(rawLine)
    if (rule === undefined) continue
    const { field, value } = rule
    if (field === 'user-agent') {
      // Consecutive user-agent lines share one group of rules.
      if (!lastWasAgent || current === undefined) {
        current = { agents: [], allows: [], disallows: [] }
        out.push(current)
      }
      current.agents.push(value.toLowerCase())
      lastWasAgent = true
      continue
    }
    lastWasAgent = false
    if (current === undefined) continue
    if (field === 'allow' && value !== '') current.allows.push(value)
    if (field === 'disallow' && value !== '') current.disallows.push(value)
  }
  return out
}

/**
 * True when the rules that apply to `agent` (its own group, else the `*` group) disallow the
 * whole site (`Disallow: /` or `/*`) and allow nothing back.
 */
export function robotsBlocksAll (robotsTxt: string, agent = 'bingbot'): boolean {
  const all = groups(robotsTxt)
  const own = all.filter((g) => g.agents.some((a) => a !== '*' && agent.toLowerCase().includes(a)))
  const applying = own.length > 0 ? own : all.filter((g) => g.agents.includes('*'))
  const allows = applying.flatMap((g) => g.allows)
  const disallows = applying.flatMap((g) => g.disallows)
  return allows.length === 0 && disallows.some((path) => path === '/' || path === '/*')
}
