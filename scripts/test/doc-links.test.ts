// Every link in README.md, CHANGELOG.md and docs/ leads somewhere: a file of the repository, and
// when it names a heading (#anchor), a heading of that file. A moved or renamed page fails here.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.join(__dirname, '../..')
const DOCS = [
  'README.md', 'CHANGELOG.md',
  ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)
].filter((f) => fs.existsSync(path.join(ROOT, f)))

/** The text outside fenced code blocks (a link in a code sample is not a link). */
function prose (text: string): string {
  return text.split(/^```.*$/m).filter((_, i) => i % 2 === 0).join('\n')
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor (heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- ]/gu, '').replace(/ /g, '-')
}

function anchorsOf (file: string): Set<string> {
  const headings = prose(fs.readFileSync(file, 'utf8')).split('\n').filter((l) => /^#{1,6} /.test(l))
  return new Set(headings.map((l) => anchor(l.replace(/^#+ /, ''))))
}

function brokenLinks (doc: string): string[] {
  const text = prose(fs.readFileSync(path.join(ROOT, doc), 'utf8'))
  const broken: string[] = []
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue
    const [file, hash] = target.split('#')
    const resolved = file === '' ? path.join(ROOT, doc) : path.resolve(path.dirname(path.join(ROOT, doc)), file)
    if (!fs.existsSync(resolved)) broken.push(`${doc}: ${target} (no such file)`)
    else if (hash !== undefined && !anchorsOf(resolved).has(hash)) broken.push(`${doc}: ${target} (no such heading)`)
  }
  return broken
}

test('README.md is a front door: under 150 lines, with the two commands and the overview picture', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
  expect(readme.split('\n').length).toBeLessThan(150)
  expect(readme).toContain('npm install && npm start')
  expect(readme).toContain('npm test')
  expect(readme).toContain('](docs/images/overview.png)')
})

test.each(DOCS)('every link in %s resolves', (doc) => {
  expect(brokenLinks(doc)).toEqual([])
})

test('a link to a missing page or heading is reported', () => {
  const dir = fs.mkdtempSync(path.join(ROOT, 'docs/.probe-'))
  try {
    const doc = path.relative(ROOT, path.join(dir, 'probe.md'))
    fs.writeFileSync(path.join(dir, 'probe.md'), '# Probe\n\n[gone](gone.md) [here](#probe) [nowhere](#nowhere) [up](../api.md#tokens)\n')
    expect(brokenLinks(doc)).toEqual([`${doc}: gone.md (no such file)`, `${doc}: #nowhere (no such heading)`])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
