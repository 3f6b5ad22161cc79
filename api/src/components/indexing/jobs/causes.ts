// Beyond the spec: when a site keeps search engines out itself, the not-indexed row says so.
// Worded short, for a list row: "noindex meta/header", "robots.txt disallows all", "status 404".
import { robotsBlocksAll } from './robots'

interface ScanFacts {
  noindex?: unknown
  robotsTxt?: unknown
}

/** Causes found in the latest scan (JSON of domain_scans.data), or null when there are none. */
export function siteCause (scanJson: string | undefined): string | null {
  if (scanJson === undefined) return null
  let scan: ScanFacts
  try {
    scan = JSON.parse(scanJson) as ScanFacts
  } catch {
    return null
  }
  const causes: string[] = []
  if (scan.noindex === true) causes.push('noindex meta/header')
  if (typeof scan.robotsTxt === 'string' && robotsBlocksAll(scan.robotsTxt)) causes.push('robots.txt disallows all')
  return causes.length > 0 ? causes.join('; ') : null
}

/** The record's status is kept current by scans and status checks, so it is read at list time. */
export function likelyCause (statusCode: number | null, stored: string | null): string | undefined {
  const causes: string[] = []
  // 0 / null: never fetched, which says nothing about the site.
  if (statusCode !== null && statusCode !== 0 && statusCode !== 200) causes.push(`status ${statusCode}`)
  if (stored !== null && stored !== '') causes.push(stored)
  return causes.length > 0 ? causes.join('; ') : undefined
}
