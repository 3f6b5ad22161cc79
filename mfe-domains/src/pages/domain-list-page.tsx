import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function DomainListPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Saved Scraped Domains</h1>
    </section>
  );
}
