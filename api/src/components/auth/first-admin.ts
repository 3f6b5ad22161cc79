// First start: an empty users table gets one admin, so a fresh install can
// sign in. The generated password is printed once and never stored in clear.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { isUniqueViolation, UserRepository } from '../../platform/auth/user-repository'
import { generatePassword, hashPassword } from './password'

interface FirstAdminLog {
  info: (msg: string) => void
  warn: (msg: string) => void
}

export interface FirstAdminResult {
  created: boolean
  email?: string
  /** Only when generated (not when it came from ADMIN_PASSWORD). */
  generatedPassword?: string
}

export async function ensureFirstAdmin (
  db: Kysely<Database>,
  options: { adminEmail: string, adminPassword?: string },
  log: FirstAdminLog
): Promise<FirstAdminResult> {
  const users = new UserRepository(db)
  if (await users.count() > 0) return { created: false }

  const email = options.adminEmail.trim().toLowerCase()
  const password = options.adminPassword ?? generatePassword()
  try {
    await users.create({
      id: randomUUID(),
      name: 'Admin',
      email,
      password_hash: await hashPassword(password),
      role: 'admin',
      created_at: new Date().toISOString()
    })
  } catch (err) {
    // Another replica starting at the same moment created it first.
    if (isUniqueViolation(err)) return { created: false }
    throw err
  }

  if (options.adminPassword !== undefined) {
    log.info(`Created first admin ${email} with the password from ADMIN_PASSWORD`)
    return { created: true, email }
  }
  log.warn(`Created first admin ${email} with password: ${password}`)
  return { created: true, email, generatedPassword: password }
}
