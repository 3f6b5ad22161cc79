import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function NotIndexedPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Bing Indexing Checker</h1>
    </section>
  );
}
