import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function ProductsPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>All Product Category</h1>
    </section>
  );
}
