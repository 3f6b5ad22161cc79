import { useState } from 'react'
import { getScope, usePanelCategory, type LayoutKind, type RemoteName } from '@sitefleet/shared'

/**
 * Stand-in for the Module Federation RemotePage (the federation runtime cannot run in jsdom):
 * shows which remote module and layout the route asked for, and the API scope it first rendered
 * with (what its first request would use) and the category of its panel. Used only via jest.mock.
 */
export function RemotePageStub ({ remote, module, layout }: { remote: RemoteName; module: string; layout: LayoutKind }) {
  const [firstScope] = useState(getScope)
  const { category } = usePanelCategory()
  return (
    <section data-testid='remote-page' data-first-scope={firstScope} data-panel-category={category}>
      {`${remote} ${module} ${layout}`}
    </section>
  )
}
