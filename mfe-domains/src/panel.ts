import { createPanel } from '@sitefleet/shared'
import { pages } from './page-registry'

/** `<Panel page path layout api />`: one of this remote's pages inside a React host. */
const Panel = createPanel(pages)
export default Panel
