import { PanelWrites, type RemotePageProps } from '@sitefleet/shared'
import { SignupForm } from '../features/signup/components/signup-form'
import { useSignup } from '../features/signup/hooks/use-signup'
import '../styles/admin.css'

/** /admin/signup: an admin creates an ordinary user, then lands on /admin/users. */
export default function SignupPage (_props: RemotePageProps) {
  const { busy, submit } = useSignup()
  return (
    <section className='page ad-page'>
      {/* Creating a user is a write: a read token's panel shows the form disabled. */}
      <PanelWrites>
        <SignupForm busy={busy} onSubmit={(values) => void submit(values)} />
      </PanelWrites>
    </section>
  )
}
