import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function ServerDomainsPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Server</h1>
    </section>
  );
}
