import { useState } from 'react'
import { getScope, type LayoutKind, type RemoteName } from '@sitefleet/shared'

/**
 * Stand-in for the Module Federation RemotePage (the federation runtime cannot run in jsdom):
 * shows which remote module and layout the route asked for, and the API scope it first rendered
 * with (what its first request would use). Used only via jest.mock.
 */
export function RemotePageStub ({ remote, module, layout }: { remote: RemoteName; module: string; layout: LayoutKind }) {
  const [firstScope] = useState(getScope)
  return (
    <section data-testid='remote-page' data-first-scope={firstScope}>
      {`${remote} ${module} ${layout}`}
    </section>
  )
}
