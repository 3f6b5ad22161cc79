import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function HostingExpirePage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Servers Expiring Soon</h1>
    </section>
  );
}
