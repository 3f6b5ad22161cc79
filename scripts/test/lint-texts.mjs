// Lints texts as if they were files at the given paths, with the repository's eslint.config.mjs:
// reads [{ path, text }] as JSON on stdin, prints [{ path, rules: [ruleId…] }] (errors only).
// ESLint's API is ESM and loads the config with import(), which jest's module system cannot do.
import { ESLint } from 'eslint'

const input = await new Promise((resolve) => {
  let data = ''
  process.stdin.on('data', (chunk) => { data += chunk })
  process.stdin.on('end', () => resolve(JSON.parse(data)))
})
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })
const out = []
for (const { path, text } of input) {
  const [result] = await eslint.lintText(text, { filePath: path })
  out.push({ path, rules: result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId) })
}
process.stdout.write(JSON.stringify(out))
