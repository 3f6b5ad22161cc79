import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function UrlScanPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Scan Website</h1>
    </section>
  );
}
