import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function AdminOverview(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Overview</h1>
    </section>
  );
}
