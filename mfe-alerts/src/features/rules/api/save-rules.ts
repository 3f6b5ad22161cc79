import { apiClient, type AlertRules } from '@sitefleet/shared'

/** PUT /api/alerts/rules: replaces the caller's rules. */
export async function saveRules (rules: AlertRules): Promise<void> {
  await apiClient.put('/api/alerts/rules', rules)
}
