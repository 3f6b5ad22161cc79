import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { type FakeDnsbl, startFakeDnsbl } from '../../api/test/farm/fake-dnsbl'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

// The product asks Spamhaus DBL and ZEN through DNSBL_RESOLVER, here a fake blocklist resolver on
// loopback; its status checks reach the farm's sites through CONNECT_TO, so every site's address
// (the IP the lists are asked about) is 127.0.0.1. One domain and that IP are listed.
const KEY = 'e2edqskey123456'
const LISTED = 'shop.farm.test'
const CLEAN = 'landing.farm.test'

let farm: Farm
let dnsbl: FakeDnsbl
beforeAll(async () => {
  farm = await startFarm()
  dnsbl = await startFakeDnsbl({
    [`${LISTED}.${KEY}.dbl.dq.spamhaus.net`]: ['127.0.1.2'],
    [`1.0.0.127.${KEY}.zen.dq.spamhaus.net`]: ['127.0.0.3'],
  })
})
afterAll(async () => {
  await farm.close()
  await dnsbl.close()
})
const world = useWorld(() => ({
  CONNECT_TO: farm.connectTo(),
  NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
  SPAMHAUS_DQS_KEY: KEY,
  DNSBL_RESOLVER: `127.0.0.1:${dnsbl.port}`,
  REPUTATION_SPAMHAUS_DBL_INTERVAL_MS: '50',
  REPUTATION_SPAMHAUS_ZEN_INTERVAL_MS: '50',
}))

interface Listing { provider: string, value: string, kind: string }

/** Waits until the product's lanes have found the listed domain and the sites' listed IP. */
async function listed (): Promise<void> {
  const end = Date.now() + 180_000
  for (;;) {
    const res = await fetch(`${world.product.url}/api/scraper/reputation`, { headers: { authorization: `Bearer ${world.userToken}` } })
    const body = await res.json() as { listings: Listing[] }
    const found = new Set(body.listings.map((l) => `${l.provider}:${l.value}`))
    if (found.has(`spamhaus-dbl:${LISTED}`) && found.has('spamhaus-zen:127.0.0.1')) return
    if (Date.now() > end) throw new Error(`not listed in time: ${JSON.stringify(body.listings)}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

test('the Reputation screen shows a listed domain and a listed server IP; the domain\'s details show its listing history', async () => {
  await saveDomain(world.product, world.userToken, LISTED)
  await saveDomain(world.product, world.userToken, CLEAN)
  await listed()
  // Each value was asked once, through the pinned resolver only.
  expect(dnsbl.asked.filter((q) => q.name === `${LISTED}.${KEY}.dbl.dq.spamhaus.net`)).toHaveLength(1)
  expect(dnsbl.asked.filter((q) => q.name === `1.0.0.127.${KEY}.zen.dq.spamhaus.net`)).toHaveLength(1)

  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/reputation/natural`)
  const table = page.getByRole('table', { name: 'Reputation' })
  await table.waitFor()
  const rowOf = (text: string) => table.getByRole('row').filter({ hasText: text })
  expect(await rowOf('Spamhaus DBL').getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Spamhaus DBL', 'spam domain', LISTED]))
  const ip = rowOf('Spamhaus ZEN')
  expect(await ip.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Spamhaus ZEN', '127.0.0.1', `2 site(s): ${CLEAN}, ${LISTED}`]))
  expect(await ip.getByRole('link', { name: '127.0.0.1' }).getAttribute('href')).toBe('https://check.spamhaus.org/results/?query=127.0.0.1')
  expect(await page.getByRole('table', { name: 'Providers' }).getByRole('row').filter({ hasText: 'Spamhaus DBL' }).getByRole('cell').allTextContents()).toEqual(['Spamhaus DBL', 'domains', expect.stringMatching(/^On/), '2'])

  // The domain's details: its own listing and its IP's, each still listed, with the list's page.
  await page.goto(`${world.product.url}/domains/`)
  const card = page.getByRole('article', { name: LISTED })
  await card.getByRole('button', { name: LISTED }).click()
  const history = card.getByRole('table', { name: 'Blocklists' })
  await history.waitFor()
  const rows = history.getByRole('row')
  expect(await rows.count()).toBe(3)
  const texts = await Promise.all([1, 2].map(async (i) => await rows.nth(i).getByRole('cell').allTextContents()))
  expect(texts.map((cells) => [cells[0], cells[1], cells[2], cells[4]])).toEqual([
    ['Spamhaus DBL', LISTED, 'spam domain', 'Still listed'],
    ['Spamhaus ZEN', 'IP 127.0.0.1', expect.stringMatching(/^SBL/), 'Still listed'],
  ])
  expect(await history.getByRole('link', { name: `Spamhaus DBL: ${LISTED}` }).getAttribute('href')).toBe(`https://check.spamhaus.org/results/?query=${LISTED}`)
  // The other domain's own name was never listed; the address it shares is.
  const clean = page.getByRole('article', { name: CLEAN })
  await clean.getByRole('button', { name: CLEAN }).click()
  const shared = clean.getByRole('table', { name: 'Blocklists' })
  await shared.waitFor()
  expect(await shared.getByRole('row').count()).toBe(2)
  expect((await shared.getByRole('row').nth(1).getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['Spamhaus ZEN', 'IP 127.0.0.1'])
}, 300_000)
