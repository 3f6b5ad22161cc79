import { chromium, type Browser, type Page } from 'playwright-core'
import fs from 'node:fs'

const CHROMIUM_PATHS = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']

export function chromiumPath (): string {
  const found = CHROMIUM_PATHS.find((candidate) => candidate && fs.existsSync(candidate))
  if (!found) throw new Error('Chromium not found: install the Debian package `chromium` (the CI script does).')
  return found
}

/** Headless Debian Chromium with the flags this closed network needs (and any a test adds). */
export function launchBrowser (extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  })
}

/** Text of the toasts currently shown (top right). */
export async function toastTexts (page: Page): Promise<string[]> {
  return page.locator('[role="status"], [role="alert"]').allInnerTexts()
}
