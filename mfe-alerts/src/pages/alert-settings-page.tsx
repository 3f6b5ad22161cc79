import { Link } from 'react-router-dom'
import { PanelWrites, paths, type RemotePageProps } from '@sitefleet/shared'
import { ChannelsSection } from '../features/channels/components/channels-section'
import { PoliciesSection } from '../features/escalation/components/policies-section'
import { MaintenanceSection } from '../features/maintenance/components/maintenance-section'
import { RotationsSection } from '../features/oncall/components/rotations-section'
import { RulesSection } from '../features/rules/components/rules-section'
import '../styles/alerts.css'

/** /alerts/settings and /admin/alerts/settings: the caller's channels, rules, escalation policies, on-call rotations, maintenance windows and digest. */
export default function AlertSettingsPage ({ layout }: RemotePageProps) {
  return (
    <section className='page al-page'>
      <div className='al-page__head'>
        <h1>Alert settings</h1>
        <Link to={paths.alerts(layout)}>Alert history</Link>
      </div>
      {/* Every control here changes settings: a read token's panel shows them disabled. */}
      <PanelWrites>
        <ChannelsSection />
        <RulesSection />
        <PoliciesSection />
        <RotationsSection layout={layout} />
        <MaintenanceSection />
      </PanelWrites>
    </section>
  )
}
