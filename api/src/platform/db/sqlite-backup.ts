// A consistent copy of the live SQLite file while the product serves and writes, through SQLite's
// online backup API (better-sqlite3's backup()). The copy runs in a worker thread on a read-only
// connection of its own: WAL lets the api's writes go on meanwhile, and the api's event loop never
// waits for the pages to be copied. After the first step the rest goes in one step, which reads
// one snapshot; a write between the two steps makes SQLite start over, once. The copy is written
// under a temporary name and checked (quick_check), so a copy under its final name is whole, and
// it is a single file (no -wal beside it).
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { backupFileName } from './backup-files'
import { DATABASE_FILE } from './database'

export interface BackupMade {
  file: string
  bytes: number
}

// Plain JavaScript run by the worker thread (no TypeScript loader there).
const COPY = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.module)
const finish = (result) => parentPort.postMessage(result)
let source
try {
  source = new SQLite(workerData.source, { readonly: true, fileMustExist: true })
} catch (err) {
  finish({ error: err.message })
}
if (source) {
  source.backup(workerData.target, { progress: () => 1e9 }).then(() => {
    source.close()
    // The copy inherits WAL mode; a copy is one file, so back to a rollback journal (WAL again
    // once restored and opened by the product).
    const copy = new SQLite(workerData.target)
    copy.pragma('journal_mode = DELETE')
    const verdict = copy.pragma('quick_check', { simple: true })
    copy.close()
    finish(verdict === 'ok' ? { ok: true } : { error: 'the copy failed its check: ' + verdict })
  }, (err) => {
    source.close()
    finish({ error: err.message })
  })
}
`

function copyInWorker (source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY, { eval: true, workerData: { module: require.resolve('better-sqlite3'), source, target } })
    worker.once('message', (result: { ok?: true, error?: string }) => {
      void worker.terminate()
      if (result.ok === true) resolve()
      else reject(new Error(result.error ?? 'the copy failed'))
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the copy stopped (exit code ${code})`)))
  })
}

/** Copies `dataDir`'s database into `dir` as sitefleet-<time>.db; throws with a readable reason. */
export async function backupSqlite (dataDir: string, dir: string, at: Date): Promise<BackupMade> {
  const source = path.join(dataDir, DATABASE_FILE)
  if (!fs.existsSync(source)) throw new Error(`there is no database at ${source}`)
  // The copies hold everything the product stores: readable by their owner only.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  const file = path.join(dir, backupFileName(at))
  const part = `${file}.part`
  try {
    await copyInWorker(source, part)
    fs.renameSync(part, file)
    fs.chmodSync(file, 0o600)
  } finally {
    fs.rmSync(part, { force: true })
  }
  return { file, bytes: fs.statSync(file).size }
}
