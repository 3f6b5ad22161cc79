// The three super categories and their URL prefixes: every domain call exists once per
// scope, and scopes never see each other's data.
export const SCOPES = [
  { superCategory: 'natural', prefix: '/api/scraper' },
  { superCategory: 'casino', prefix: '/casino/scraper' },
  { superCategory: 'dating', prefix: '/dating/scraper' }
] as const

export type SuperCategory = typeof SCOPES[number]['superCategory']

/** Registers a route plugin once per scope; the plugin reads its scope from `opts.superCategory`. */
export interface ScopeOptions {
  superCategory: SuperCategory
}
