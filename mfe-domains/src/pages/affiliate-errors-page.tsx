import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function AffiliateErrorsPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Affiliate Errors</h1>
    </section>
  );
}
