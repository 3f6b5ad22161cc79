import type { LayoutKind, RemoteName } from '@sitefleet/shared';

/**
 * Stand-in for the Module Federation RemotePage (the federation runtime cannot run in jsdom):
 * shows which remote module and layout the route asked for. Used only via jest.mock.
 */
export function RemotePageStub({ remote, module, layout }: { remote: RemoteName; module: string; layout: LayoutKind }) {
  return <section data-testid="remote-page">{`${remote} ${module} ${layout}`}</section>;
}
