import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

// The product's own worker checks the farm's sites: a 404, a 500, a suspended domain, a healthy shop.
let farm: Farm
beforeAll(async () => {
  farm = await startFarm()
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE }))

const save = (domain: string) => saveDomain(world.product, world.userToken, domain)

test('Refresh All: the list follows the polling rule and shows the new codes without a reload', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/domain-errors/natural`)
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  await page.getByText('All domains are healthy').waitFor()

  for (const domain of ['notfound.farm.test', 'error.farm.test', 'suspended.farm.test', 'shop.farm.test']) await save(domain)
  let navigations = 0
  page.on('framenavigated', () => (navigations += 1))

  await page.getByRole('button', { name: 'Refresh All' }).click()
  const list = page.getByRole('list', { name: 'Domains with errors' })
  await list.getByRole('listitem', { name: 'notfound.farm.test' }).getByText('Not Found').waitFor({ timeout: 60000 })
  await list.getByRole('listitem', { name: 'error.farm.test' }).getByText('Internal Server Error').waitFor({ timeout: 60000 })
  await list.getByRole('listitem', { name: 'suspended.farm.test' }).getByText('Domain Suspended').waitFor({ timeout: 60000 })
  expect(await list.getByRole('listitem', { name: 'shop.farm.test' }).count()).toBe(0)
  expect(navigations).toBe(0)

  await page.getByRole('combobox', { name: 'Filter by status code' }).selectOption('404')
  await list.getByRole('listitem', { name: 'notfound.farm.test' }).waitFor()
  expect(await list.getByRole('listitem').count()).toBe(1)
})
