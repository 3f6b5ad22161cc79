// Which processes have the SQLite database of a DATA_DIR open: each one that opens it leaves a
// mark, DATA_DIR/running/<host>-<pid>-<random>, and removes it when it closes the database. A mark
// whose process is gone (killed, crashed) is stale and ignored, so `npm run restore` can tell "the
// product runs on this data directory" from "it ran once" without asking the product anything.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const FOLDER = 'running'
const MARK_RE = /^(.+)-(\d+)-[0-9a-f]+$/

export interface RunningProcess {
  host: string
  pid: number
}

/** Leaves this process's mark; the returned function removes it. */
export function markRunning (dataDir: string): () => void {
  const dir = path.join(dataDir, FOLDER)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${os.hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`)
  fs.writeFileSync(file, `${new Date().toISOString()}\n`)
  return () => { fs.rmSync(file, { force: true }) }
}

function alive (pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The processes with the database open: on this host the live ones; a mark from another host
 * (a shared volume) cannot be checked and counts as running.
 */
export function runningProcesses (dataDir: string): RunningProcess[] {
  let names: string[]
  try {
    names = fs.readdirSync(path.join(dataDir, FOLDER))
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const m = MARK_RE.exec(name)
    if (m === null) return []
    const mark = { host: m[1], pid: Number(m[2]) }
    return mark.host !== os.hostname() || alive(mark.pid) ? [mark] : []
  })
}
