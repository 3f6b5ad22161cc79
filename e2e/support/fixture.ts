import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser } from './browser'
import { ADMIN, Product } from './product'
import { SmtpCapture } from './smtp-capture'
import { apiLogin, createUser } from './session'

export const USER = { name: 'Uma User', email: 'uma@e2e.test', password: 'uma-password-1' }

export interface World {
  smtp: SmtpCapture;
  product: Product;
  browser: Browser;
  adminToken: string;
  userToken: string;
  /** A fresh browser context (own localStorage) and page for one test. */
  newPage(): Promise<Page>;
  /**
   * Content-Security-Policy violations the browser reported on this test's pages (the product
   * enforces a CSP); each test ends by expecting none, so a blocked script cannot go unnoticed.
   */
  cspViolations: string[];
}

/**
 * Starts a real SMTP server, the built product and Chromium for one test file, with an admin
 * (created on first start) and one ordinary user, and stops them all afterwards.
 */
export function useWorld (env: Record<string, string> | (() => Record<string, string>) = {}): World {
  const contexts: BrowserContext[] = []
  const world = {
    smtp: new SmtpCapture(),
    cspViolations: [] as string[],
    async newPage () {
      const context = await world.browser.newContext()
      contexts.push(context)
      const page = await context.newPage()
      // Chromium reports every CSP violation on the console ("Refused to load … because it
      // violates the following Content Security Policy directive …").
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) world.cspViolations.push(`${page.url()}: ${message.text()}`)
      })
      return page
    },
  } as World

  beforeAll(async () => {
    const smtpUrl = await world.smtp.start()
    world.product = new Product({ smtpUrl, env: typeof env === 'function' ? env() : env })
    await world.product.start()
    world.browser = await launchBrowser()
    world.adminToken = await apiLogin(world.product, world.smtp, ADMIN.email, ADMIN.password)
    await createUser(world.product, world.adminToken, USER)
    world.userToken = await apiLogin(world.product, world.smtp, USER.email, USER.password)
  })

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()))
    expect(world.cspViolations.splice(0)).toEqual([])
  })

  afterAll(async () => {
    await world.browser?.close()
    await world.product?.stop()
    await world.smtp.stop()
  })

  return world
}
