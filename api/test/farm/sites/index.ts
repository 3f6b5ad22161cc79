// The farm's site table.
import type { FarmSite } from '../kit'
import { AFFILIATE_SITES } from './affiliate'
import { EDGE_SITES } from './edge'
import { lab } from './lab'
import { SEO_SITES } from './seo'

export const FARM_SITES: FarmSite[] = [...SEO_SITES, ...AFFILIATE_SITES, ...EDGE_SITES, lab]
