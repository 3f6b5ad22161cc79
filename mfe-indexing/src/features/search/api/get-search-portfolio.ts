import type { ApiClient, SearchPortfolioResponse, SearchPortfolioSort, SuperCategory } from '@sitefleet/shared'

export interface PortfolioParams {
  superCategory: SuperCategory;
  /** Brand category; '' for all. */
  category: string;
  sort: SearchPortfolioSort;
  page: number;
  limit: number;
}

/** The query parameters of the table and of its CSV export. */
export const portfolioFilter = (p: Pick<PortfolioParams, 'superCategory' | 'category' | 'sort'>) => ({
  superCategory: p.superCategory,
  sort: p.sort,
  ...(p.category === '' ? {} : { category: p.category }),
})

/** GET /api/search/portfolio: one page of the sites' 28-day figures, sorted and filtered on the server. */
export async function getSearchPortfolio (client: ApiClient, p: PortfolioParams, signal?: AbortSignal): Promise<SearchPortfolioResponse> {
  const { data } = await client.get<SearchPortfolioResponse>('/api/search/portfolio', { params: { ...portfolioFilter(p), page: p.page, limit: p.limit }, signal })
  if (!data || !Array.isArray(data.sites)) throw new Error('Malformed portfolio answer')
  return data
}
