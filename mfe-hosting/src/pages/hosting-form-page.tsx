import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function HostingFormPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Add Hosting Info</h1>
    </section>
  );
}
