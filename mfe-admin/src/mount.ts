import { createMount } from '@sitefleet/shared'
import { pages } from './page-registry'

/** Renders one of this remote's pages into an element of a non-React host; returns unmount. */
export const mount = createMount(pages)
