import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function UsersPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Users</h1>
    </section>
  );
}
