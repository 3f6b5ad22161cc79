import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function ServersPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Servers</h1>
    </section>
  );
}
