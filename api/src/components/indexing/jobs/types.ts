// The index-provider seam: one question ("does Bing have this domain?") and three answers.
// "unknown" is a first-class answer: a provider that cannot tell (captcha, block page, HTTP
// error, a layout it does not recognise) must say so, and never guess "not-indexed".

export type IndexState = 'indexed' | 'not-indexed' | 'unknown'

export interface IndexResult {
  state: IndexState
  /** Why, for operators and logs: "3 results", "captcha or block page", "HTTP 429". */
  reason?: string
}

export interface IndexQueryOptions {
  /** Aborts the query (the check's deadline). */
  signal?: AbortSignal
  /** Called right before a request goes to the outside service: the check's paced turn. */
  beforeQuery?: () => Promise<void>
  /** The clock answers are timed by (tests inject one). */
  now?: () => Date
}

export interface IndexProvider {
  /** Never throws for a domain Bing cannot be asked about: that is state "unknown". */
  check: (domain: string, options?: IndexQueryOptions) => Promise<IndexResult>
}
