import type { Page } from 'playwright-core'
import type { Product } from './product'
import type { SmtpCapture } from './smtp-capture'

interface Json {
  [key: string]: unknown;
}

export async function postJson (url: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

/** Logs in through the API (password, then the mailed code) and returns the JWT. */
export async function apiLogin (product: Product, smtp: SmtpCapture, email: string, password: string): Promise<string> {
  const seen = smtp.messages.length
  const first = await postJson(`${product.url}/auth/initiatelogin`, { email, password })
  if (first.status !== 200) throw new Error(`initiatelogin failed: ${JSON.stringify(first.body)}`)
  const code = await smtp.waitForCode(email, seen)
  const second = await postJson(`${product.url}/auth/verify-code`, { email, code })
  if (second.status !== 200) throw new Error(`verify-code failed: ${JSON.stringify(second.body)}`)
  return String(second.body.jwtToken)
}

export async function createUser (product: Product, adminToken: string, user: { name: string; email: string; password: string }) {
  const result = await postJson(`${product.url}/auth/signup`, user, adminToken)
  if (result.status !== 201 && result.status !== 200) throw new Error(`signup failed: ${JSON.stringify(result.body)}`)
}

/** The two login steps in the browser, reading the code from the real SMTP server. */
export async function uiLogin (page: Page, product: Product, smtp: SmtpCapture, email: string, password: string) {
  await page.goto(`${product.url}/login`)
  const seen = smtp.messages.length
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  const code = await smtp.waitForCode(email, seen)
  await page.locator('input[name="code"]').fill(code)
  await page.getByRole('button', { name: 'Verify Code' }).click()
}

/** Puts a token in the browser's storage the way the shell stores it after login. */
export async function useToken (page: Page, product: Product, token: string, name: string) {
  await page.goto(`${product.url}/login`)
  await page.evaluate(
    ([t, n]) => {
      localStorage.setItem('token', t)
      localStorage.setItem('loggedInUser', n)
    },
    [token, name]
  )
}

/**
 * Saves a domain through the API as if a scan had answered 200 (checks, not the scan, decide what
 * happens to it next).
 */
export async function saveDomain (product: Product, token: string, domain: string) {
  const result = await postJson(
    `${product.url}/api/scraper/save`,
    { domain, brandCategory: 'Keto', issueDate: null, data: { domain, statusCode: 200 } },
    token
  )
  if (result.status !== 201) throw new Error(`save ${domain} failed: ${JSON.stringify(result.body)}`)
}
