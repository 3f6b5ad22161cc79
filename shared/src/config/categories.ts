/** The three super categories and the API scope each one selects. */
export const SUPER_CATEGORIES = ['natural', 'casino', 'dating'] as const
export type SuperCategory = (typeof SUPER_CATEGORIES)[number]

export const DEFAULT_SUPER_CATEGORY: SuperCategory = 'natural'

export const CATEGORY_LABELS: Record<SuperCategory, string> = {
  natural: 'Supplement',
  casino: 'Casino',
  dating: 'Dating',
}

const SCOPES: Record<SuperCategory, string> = {
  natural: 'api/scraper',
  casino: 'casino/scraper',
  dating: 'dating/scraper',
}

export function isSuperCategory (value: unknown): value is SuperCategory {
  return typeof value === 'string' && (SUPER_CATEGORIES as readonly string[]).includes(value)
}

/** natural or anything unknown/missing gives api/scraper. */
export function scopeFor (category: string | null | undefined): string {
  return isSuperCategory(category) ? SCOPES[category] : SCOPES.natural
}
