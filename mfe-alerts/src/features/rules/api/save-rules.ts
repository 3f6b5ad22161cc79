import { type ApiClient, type AlertRules } from '@sitefleet/shared'

/** PUT /api/alerts/rules: replaces the caller's rules. */
export async function saveRules (client: ApiClient, rules: AlertRules): Promise<void> {
  await client.put('/api/alerts/rules', rules)
}
