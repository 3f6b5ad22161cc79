import { FARM_CA_FILE, startFarm, type Farm, type FarmSite } from '../../api/test/farm'
import { html, send } from '../../api/test/farm/kit'
import { useWorld, USER } from '../support/fixture'
import { postJson, saveDomain, useToken } from '../support/session'

// A farm site that starts failing: the product's own worker checks it, the alert opens an
// incident and its e-mail (caught by the real SMTP server) carries the acknowledge link. The link
// is followed in a browser that is not signed in; the site's recovery resolves the incident.
let siteStatus = 200
const HOST = 'incident.farm.test'
const site: FarmSite = {
  host: HOST,
  handle: (req, res) => send(req, res, html('<title>Incident</title>', '<p>Supplements</p>'), { status: siteStatus }),
}
const ONCALL = 'oncall@e2e.test'
const TITLE = `${HOST} is down (500: HTTP 500 Internal Server Error)`

let farm: Farm
beforeAll(async () => {
  farm = await startFarm({ sites: [site] })
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE, ALERT_CONFIRM_SECONDS: '0' }))

async function until<T> (probe: () => T | undefined | Promise<T | undefined>, ms = 90_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The acknowledge link's path in a caught mail (quoted-printable soft breaks undone). */
function ackPath (raw: string): string | undefined {
  return /\/ack\/\d+\.\d+\.[\w-]+/.exec(raw.replace(/=\r?\n/g, ''))?.[0]
}

/** Makes the saved sites' checks due now, as the Refresh button does. */
async function checkNow () {
  const refresh = await fetch(`${world.product.url}/api/scraper/refresh-and-errors`, { headers: { authorization: `Bearer ${world.userToken}` } })
  expect(refresh.status).toBe(202)
}

async function incidentState (): Promise<string | undefined> {
  const response = await fetch(`${world.product.url}/api/incidents`, { headers: { authorization: `Bearer ${world.userToken}` } })
  const { incidents } = await response.json() as { incidents: Array<{ title: string; state: string }> }
  return incidents.find((i) => i.title === TITLE)?.state
}

test('an outage becomes an incident, is acknowledged from the e-mail\'s link, and the recovery resolves it', async () => {
  await saveDomain(world.product, world.userToken, HOST)
  const channel = await postJson(`${world.product.url}/api/alerts/channels`, { kind: 'email', name: 'On-call mail', target: ONCALL }, world.userToken)
  expect(channel.status).toBe(201)

  siteStatus = 500
  await checkNow()
  const mail = await until(() => world.smtp.messages.find((m) => m.to.includes(ONCALL) && ackPath(m.raw) !== undefined))
  const link = ackPath(mail.raw)!

  // The Incidents page, reached from the sidebar, lists it as open.
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Incidents' }).click()
  await page.getByRole('heading', { name: 'Incidents', exact: true }).waitFor()
  const row = page.getByRole('table', { name: 'Incidents' }).getByRole('row', { name: TITLE })
  await row.getByText('Open', { exact: true }).waitFor()
  await row.getByRole('button', { name: /^Acknowledge incident #/ }).waitFor()

  // The link, opened where nobody is signed in: a page that names the incident and the
  // recipient, and acknowledges nothing until its button is pressed.
  const ack = await world.newPage()
  await ack.goto(`${world.product.url}${link}`)
  await ack.getByRole('heading', { name: 'Acknowledge this incident?' }).waitFor()
  await ack.getByText(`This link was sent to ${ONCALL}.`).waitFor()
  expect(await incidentState()).toBe('open')
  await ack.getByRole('button', { name: 'Acknowledge' }).click()
  await ack.getByRole('heading', { name: 'Incident acknowledged' }).waitFor()
  expect(await incidentState()).toBe('acknowledged')

  // The list shows who acknowledged it; its timeline has the acknowledgement with who and the
  // e-mail's delivery.
  await page.reload()
  await row.getByText('Acknowledged', { exact: true }).waitFor()
  await row.getByText(new RegExp(`by ${ONCALL}`)).waitFor()
  await row.getByRole('link').click()
  const timeline = page.getByRole('list', { name: 'Timeline' })
  await timeline.getByRole('listitem', { name: `Acknowledged by ${ONCALL} (acknowledge link)` }).waitFor()
  await timeline.getByRole('listitem', { name: 'Opened by Sitefleet' }).waitFor()
  await timeline.getByRole('listitem', { name: /^Delivery by On-call mail/ }).waitFor()

  // The site comes back: Sitefleet resolves the incident.
  siteStatus = 200
  await checkNow()
  await until(async () => ((await incidentState()) === 'resolved' ? true : undefined))
  await page.reload()
  await timeline.getByRole('listitem', { name: 'Resolved by Sitefleet' }).waitFor()
  const resolved = page.locator('dt', { hasText: /^Resolved$/ }).locator('xpath=following-sibling::dd[1]')
  expect(await resolved.textContent()).toMatch(/by Sitefleet$/)
})

test('a rotation and an escalation policy made in the alert settings: the rules name it and the Incidents page says who is on call', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/alerts/settings`)

  await page.getByRole('button', { name: 'New rotation' }).click()
  const rotation = page.getByRole('dialog', { name: 'New rotation' })
  await rotation.getByLabel('Name', { exact: true }).fill('Primary')
  await rotation.getByLabel('Hand-off', { exact: true }).selectOption('daily')
  await rotation.getByLabel('Time zone').fill('UTC')
  await rotation.getByLabel('First hand-off').fill(new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10))
  await rotation.getByRole('button', { name: 'Add person' }).click()
  await rotation.getByRole('button', { name: 'Save rotation' }).click()
  await page.getByRole('list', { name: 'Rotations' }).getByRole('listitem', { name: 'Primary' }).getByText(USER.name).waitFor()

  await page.getByRole('button', { name: 'New policy' }).click()
  const policy = page.getByRole('dialog', { name: 'New escalation policy' })
  await policy.getByLabel('Name', { exact: true }).fill('Page the on-call')
  await policy.getByRole('group', { name: 'Step 1 notifies' }).getByRole('checkbox', { name: 'Primary (on call)' }).check()
  await policy.getByRole('button', { name: 'Save policy' }).click()
  await page.getByRole('list', { name: 'Escalation policies' }).getByRole('listitem', { name: 'Page the on-call' }).getByText('After 0 min: Primary (on call)').waitFor()

  await page.getByRole('combobox', { name: 'Escalation policy' }).selectOption({ label: 'Page the on-call' })
  await page.getByRole('button', { name: 'Save rules' }).click()
  await page.getByText('Alert rules saved').waitFor()
  const rules = await (await fetch(`${world.product.url}/api/alerts/rules`, { headers: { authorization: `Bearer ${world.userToken}` } })).json() as { rules: { escalationPolicyId: string | null } }
  expect(rules.rules.escalationPolicyId).not.toBeNull()

  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Incidents' }).click()
  await page.getByRole('list', { name: 'On call' }).getByRole('listitem', { name: 'Primary' }).getByText(`Now: ${USER.name} until`).waitFor()
})
