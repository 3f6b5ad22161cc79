// Another process holding a SQLite file's write lock, as `sqlite3` on the live file or a backup
// tool does: BEGIN IMMEDIATE, then ROLLBACK after `ms`. Resolves once the lock is held.
import { spawn } from 'node:child_process'
import path from 'node:path'

const API_DIR = path.resolve(__dirname, '..', '..')
const SCRIPT = `
const db = new (require('better-sqlite3'))(process.argv[1])
db.exec('BEGIN IMMEDIATE')
process.stdout.write('held\\n')
setTimeout(() => { db.exec('ROLLBACK'); db.close() }, Number(process.argv[2]))
`

export interface LockHolder {
  /** Resolves when the other process has let go and exited. */
  released: Promise<void>
}

export async function holdWriteLock (file: string, ms: number): Promise<LockHolder> {
  const child = spawn(process.execPath, ['-e', SCRIPT, file, String(ms)], { cwd: API_DIR, stdio: ['ignore', 'pipe', 'inherit'] })
  const released = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)))
  })
  return { released }
}
