import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function DomainErrorsPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Domains with Errors</h1>
    </section>
  );
}
