import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function HostingDataPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>All Hosting Info</h1>
    </section>
  );
}
