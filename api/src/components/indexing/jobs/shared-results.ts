// Several users (or scopes) often save the same domain name; Bing's answer is the same for all
// of them. This decorator asks once per name within `ttlMs` (concurrent askers share the one
// request), which keeps a forced check of a whole portfolio polite.
import type { IndexProvider, IndexQueryOptions, IndexResult } from './types'

export class SharedResultProvider implements IndexProvider {
  private readonly recent = new Map<string, { at: number, result: Promise<IndexResult> }>()

  constructor (private readonly inner: IndexProvider, private readonly ttlMs: number) {}

  async check (domain: string, options?: IndexQueryOptions): Promise<IndexResult> {
    const now = (options?.now?.() ?? new Date()).getTime()
    for (const [name, entry] of this.recent) if (now - entry.at > this.ttlMs) this.recent.delete(name)
    const known = this.recent.get(domain)
    if (known !== undefined) return await known.result
    const result = this.inner.check(domain, options)
    this.recent.set(domain, { at: now, result })
    // A thrown check (deadline, deferred turn) is not an answer worth sharing.
    result.catch(() => this.recent.delete(domain))
    return await result
  }
}
