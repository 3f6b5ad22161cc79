import type { RemotePageProps } from '@sitefleet/shared';

// Scaffold: the issue that owns this screen fills it in.
export default function SignupPage(_props: RemotePageProps) {
  return (
    <section className="page">
      <h1>Create an Account</h1>
    </section>
  );
}
