// The OpenAPI document the api serves at /docs/json is part of its contract: clients generate code
// from it. It must change only when a schema or route changes on purpose, never because files
// moved or the composition root lists its parts in another order (route registration order is
// the document's path order). This compares the served bytes with the committed copy.
//
// After a deliberate schema or route change, rewrite the copy and review its diff:
//   UPDATE_OPENAPI_FIXTURE=1 npx jest -c api/jest.config.js api/test/openapi-document.test.ts
import fs from 'node:fs'
import path from 'node:path'
import { createTestApp, type TestApp } from './helpers/test-app'

const FIXTURE = path.join(__dirname, 'fixtures', 'openapi.json')

let t: TestApp
beforeAll(async () => { t = await createTestApp('sqlite', { smtp: false }) })
afterAll(async () => { await t.close() })

test('the served OpenAPI document is byte for byte the committed one', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
  expect(res.statusCode).toBe(200)
  if (process.env.UPDATE_OPENAPI_FIXTURE === '1') fs.writeFileSync(FIXTURE, res.body)
  const committed = fs.readFileSync(FIXTURE, 'utf8')
  // Compared pretty-printed first, for a readable diff on failure; then the exact bytes, which
  // also catch what parsing hides (key order of numeric keys such as response codes, spacing).
  expect(JSON.stringify(JSON.parse(res.body), null, 2)).toBe(JSON.stringify(JSON.parse(committed), null, 2))
  expect(res.body === committed).toBe(true)
})
