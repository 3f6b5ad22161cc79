import type { RemotePageProps } from '@sitefleet/shared'
import { RegistrarsView } from '../features/registrars/components/registrars-view'
import '../styles/hosting.css'

/** /registrars and /admin/registrars: the admin copy lists everyone's accounts. */
export default function RegistrarsPage ({ layout }: RemotePageProps) {
  return <RegistrarsView layout={layout} />
}
