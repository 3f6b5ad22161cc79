import { renderStandalone } from '@sitefleet/shared'
import { pages } from './page-registry'

// Only used when the remote runs on its own; the shell loads the exposed pages instead.
const root = document.getElementById('root')
if (root) renderStandalone('Sitefleet Hosting', pages, root)
