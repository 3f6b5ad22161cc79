import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function DomainExpirePage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Domains Expiring Soon</h1>
    </section>
  );
}
