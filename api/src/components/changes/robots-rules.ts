// robots.txt as comparable rules: the directive lines without comments, blank lines or case
// differences in the field names, so a reformatted file is no change but a new rule is.
const FIELD = /^\s*([A-Za-z-]+)\s*:\s*(.*?)\s*$/

export function robotsRules (text: string): string[] {
  const rules: string[] = []
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, '')
    const match = FIELD.exec(line)
    if (match === null) continue
    rules.push(`${match[1].toLowerCase()}: ${match[2]}`)
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
  for (const rule of robotsRules(text)) {
    const [field, ...rest] = rule.split(': ')
    const value = rest.join(': ')
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
