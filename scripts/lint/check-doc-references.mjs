// `npm run lint` step: no Markdown file of the repository (README.md, CHANGELOG.md, docs/, the
// workspaces' READMEs) cites an issue number or a document outside the repository: the same
// patterns as the ESLint rule for source comments.
//   node scripts/lint/check-doc-references.mjs [FILE…]   (default: every tracked *.md)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { unfollowable } from './references.mjs'

const ROOT = path.resolve(import.meta.dirname, '../..')
// git's list, with the new files not yet committed: node_modules and build output are not ours.
const tracked = () => execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n').filter((f) => f !== '').map((f) => path.join(ROOT, f)).filter((f) => fs.existsSync(f))
const files = process.argv.length > 2 ? process.argv.slice(2) : tracked()

for (const file of files) {
  fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    const found = unfollowable(line)
    if (found === undefined) return
    process.exitCode = 1
    console.error(`${path.relative(ROOT, path.resolve(file))}:${i + 1}: cites ${found.what}, which a reader of the repository cannot follow: say the reason in place, or link a page under docs/`)
  })
}
