// robots.txt as comparable rules: the directive lines without comments, blank lines or case
// differences in the field names, so a reformatted file is no change but a new rule is.
import { robotsLine, robotsLines } from '../../platform/lib/robots-line'

export function robotsRules (text: string): string[] {
  const rules: string[] = []
  for (const raw of robotsLines(text)) {
    const rule = robotsLine(raw)
    if (rule !== undefined) rules.push(`${rule.field}: ${rule.value}`)
  }
  return rules
}

/**
 * Whether the rules shut every crawler (user-agent *) out of the whole site (`Disallow: /`).
 * Groups follow RFC 9309: consecutive user-agent lines open one group for its rules.
 */
export function disallowsAll (text: string): boolean {
  let agents: string[] = []
  let inRules = false
  for (const raw of robotsLines(text)) {
    const rule = robotsLine(raw)
    if (rule === undefined) continue
    const { field, value } = rule
    if (field === 'user-agent') {
      if (inRules) agents = []
      inRules = false
      agents.push(value.toLowerCase())
    } else if (field === 'disallow' || field === 'allow') {
      inRules = true
      if (field === 'disallow' && value === '/' && agents.includes('*')) return true
    }
  }
  return false
}
