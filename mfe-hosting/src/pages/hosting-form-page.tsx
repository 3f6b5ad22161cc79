import { PanelWrites, type RemotePageProps } from '@sitefleet/shared'
import { HostingForm } from '../features/hosting-form/components/hosting-form'
import '../styles/hosting.css'

/** /hosting-form and /admin/hosting-form: the same form in both layouts. */
export default function HostingFormPage (_props: RemotePageProps) {
  return (
    <section className='page hs-page'>
      <h1>Add Hosting Info</h1>
      {/* Adding is a write: a read token's panel shows the form disabled. */}
      <PanelWrites>
        <HostingForm />
      </PanelWrites>
    </section>
  )
}
