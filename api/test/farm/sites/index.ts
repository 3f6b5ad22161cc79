// The farm's site table.
import type { FarmSite } from '../kit'
import { AFFILIATE_SITES } from './affiliate'
import { bing } from './bing'
import { CERTIFICATE_SITES } from './certificates'
import { CHANGE_SITES } from './changes'
import { EDGE_SITES } from './edge'
import { FOOTPRINT_SITES } from './footprints'
import { lab } from './lab'
import { MONITORING_SITES } from './monitoring'
import { REAL_WORLD_PAGES } from './real-world'
import { SEO_SITES } from './seo'

export const FARM_SITES: FarmSite[] = [...SEO_SITES, ...AFFILIATE_SITES, ...EDGE_SITES, ...MONITORING_SITES, ...CHANGE_SITES, ...FOOTPRINT_SITES, lab, bing, ...CERTIFICATE_SITES, ...REAL_WORLD_PAGES.map((page) => page.site)]
