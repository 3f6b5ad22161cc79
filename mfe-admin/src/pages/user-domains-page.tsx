import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function UserDomainsPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>User Domains</h1>
    </section>
  );
}
