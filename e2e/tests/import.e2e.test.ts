import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { useWorld, USER } from '../support/fixture'
import { useToken } from '../support/session'

// A 200-row CSV dropped on the import page: 5 bad rows, the rest new; Apply; the progress bar
// reaches 100%; the domains are listed and the product's own worker checks them (the farm's shop
// answers 200, every other name goes to the closed port the e2e product pins them to).
let farm: Farm
beforeAll(async () => {
  farm = await startFarm()
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE }))

const BAD = ['not a domain', 'bad-date.e2e.test', 'bad-scope.e2e.test', 'no-server.e2e.test', '']

function portfolio (): string {
  const lines = ['domain;brandCategory;issueDate;superCategory;platform;platformEmail;server']
  lines.push('shop.farm.test;Shops;2026-01-15;;;;')
  for (let i = 1; i < 195; i++) lines.push(`site-${i}.e2e.test;Brand ${i % 7};${String(1 + (i % 28)).padStart(2, '0')}/03/2026;;Hostinger;ops@e2e.test;srv-${i % 3}`)
  lines.push('not a domain;Keto;;;;;', 'bad-date.e2e.test;Keto;31/31/2026;;;;', 'bad-scope.e2e.test;Keto;;poker;;;', 'no-server.e2e.test;Keto;;;Hostinger;ops@e2e.test;', ';Keto;;;;;')
  return lines.join('\n') + '\n'
}

test('drop a CSV, preview, apply, follow the progress to 100%, and find the domains checked', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/import/natural`)
  await page.getByRole('heading', { name: 'Import' }).waitFor()

  const csv = portfolio()
  expect(csv.trim().split('\n')).toHaveLength(201)
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer()
    dt.items.add(new File([text], 'portfolio.csv', { type: 'text/csv' }))
    return dt
  }, csv)
  await page.dispatchEvent('[data-testid=import-drop-zone]', 'drop', { dataTransfer })

  await page.getByRole('table', { name: 'Import preview' }).waitFor()
  await page.getByRole('button', { name: 'New (195)' }).waitFor()
  await page.getByRole('button', { name: 'Invalid (5)' }).click()
  // The bad rows are the file's last (past the first page): this page of them comes from the api.
  await page.getByText('issueDate "31/31/2026" is not a date (use yyyy-mm-dd, dd/mm/yyyy or mm/dd/yyyy)').waitFor()
  const rows = page.getByRole('table', { name: 'Import preview' }).getByRole('row')
  expect(await rows.count()).toBe(1 + BAD.length)
  await page.getByText('Rows 1–5 of 5').waitFor()

  await page.getByRole('button', { name: 'Apply (195 changes)' }).click()
  const bar = page.getByRole('progressbar', { name: 'Import progress' })
  await page.waitForFunction(() => document.querySelector('progress[aria-label="Import progress"]')?.getAttribute('value') === '100', undefined, { timeout: 60000 })
  expect(await bar.getAttribute('value')).toBe('100')

  // Listed, then checked by the worker: every imported domain gets a status.
  const all = async () => await (await fetch(`${world.product.url}/api/scraper/all`, { headers: { authorization: `Bearer ${world.userToken}` } })).json() as Array<{ domain: string, statusCode: number | null, lastChecked: string | null }>
  expect((await all()).filter((d) => d.domain.endsWith('.e2e.test') || d.domain === 'shop.farm.test')).toHaveLength(195)
  const deadline = Date.now() + 120000
  for (;;) {
    const listed = await all()
    if (listed.every((d) => d.lastChecked !== null)) {
      expect(listed.find((d) => d.domain === 'shop.farm.test')?.statusCode).toBe(200)
      expect(listed.find((d) => d.domain === 'site-1.e2e.test')?.statusCode).not.toBe(200)
      break
    }
    if (Date.now() > deadline) throw new Error('the imported domains were not all checked in time')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await page.goto(`${world.product.url}/domains/`)
  await page.getByText('shop.farm.test').first().waitFor()
})
