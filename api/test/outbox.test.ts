// Without SMTP_URL the mail goes to DATA_DIR/outbox/, so a fresh install can
// read its first login code there.
import fs from 'node:fs'
import path from 'node:path'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, describeEachDb, postJson, type TestApp } from './helpers/test-app'

describeEachDb('outbox mail', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind, { smtp: false }) })
  afterAll(async () => { await t.close() })

  test('the login code is written to a file and logs in', async () => {
    const res = await postJson(t.app, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(t.smtp.messages).toHaveLength(0)

    const outbox = path.join(t.config.dataDir, 'outbox')
    const files = fs.readdirSync(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+\\.\\d{3}Z-${ADMIN_EMAIL.replace(/\./g, '\\.')}\\.txt$`))
    const content = fs.readFileSync(path.join(outbox, files[0]), 'utf8')
    expect(content).toContain(`To: ${ADMIN_EMAIL}`)
    const code = /verification code is (\d{6})/.exec(content)?.[1]
    expect(code).toBeDefined()

    const ok = await postJson(t.app, '/auth/verify-code', { email: ADMIN_EMAIL, code })
    expect(ok.statusCode).toBe(200)
  })
})
