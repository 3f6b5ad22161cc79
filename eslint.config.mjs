// ONE lint and format config for every workspace (`npm run lint`, `npm run lint:fix`):
// neostandard (standard style through ESLint's stylistic rules, so `eslint --fix` formats) on
// typescript-eslint, plus the architecture's import boundaries (docs/architecture.md):
// - remotes never import each other or the shell; the shell reaches remotes only through Module Federation;
// - imports go one way: shared → features → app, and a feature never imports another feature;
// - the api imports nothing React (types from @sitefleet/shared are fine);
// - the api by business components: api/src/platform imports no component and no
//   composition root (app.ts, worker.ts, server.ts, job-types.ts); a component imports another
//   only through its index.ts, and no composition root; a repository imports no service or job;
//   there are no import cycles in api/src;
// - SQL is built only in repositories (*-repository.ts) and api/src/platform/db;
// - no regular expression may backtrack super-linearly (one 128,000-character robots.txt line
//   once froze the api for seconds); parse long input with indexOf/loops instead;
// - comments cite no issue number and no document outside the repository;
// - the front end keeps server state in TanStack Query only (no hand-kept loading flag, abort, poll);
// - a source file stays under 250 lines.
import fs from 'node:fs'
import path from 'node:path'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import neostandard, { resolveIgnoresFromGitignore } from 'neostandard'
import regexpPlugin from 'eslint-plugin-regexp'
import tseslint from 'typescript-eslint'
import references from './scripts/lint/eslint-plugin-references.mjs'
import serverState from './scripts/lint/eslint-plugin-server-state.mjs'

const ROOT = import.meta.dirname
const REMOTES = ['mfe-domains', 'mfe-hosting', 'mfe-indexing', 'mfe-admin', 'mfe-alerts']
// The front end has one server-state layer (TanStack Query, shared/src/query): a screen reads,
// polls and retries through useApiQuery, never through a loading hook of its own again, and
// tracks no call's loading, abort or poll by hand (scripts/lint/eslint-plugin-server-state.mjs).
const NO_USE_LOAD = { regex: '(^|/)use-load$', message: 'screens load through TanStack Query (useApiQuery from @sitefleet/shared), see docs/development.md' }
const APPS = ['shell', ...REMOTES]

const folders = (dir) => fs.existsSync(path.join(ROOT, dir))
  ? fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : []

const ONE_WAY = 'imports go one way: shared → features → app (pages, page registry, mount, bootstrap)'

const API = './api/src'
const COMPONENTS = folders('api/src/components')
const ROOTS = ['app.ts', 'worker.ts', 'server.ts', 'job-types.ts', 'tables.ts', 'configuration.ts'].map((file) => `${API}/${file}`)

/** import-x/no-restricted-paths zones: `target` files may not import from `from`. */
const zones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: [...REMOTES.filter((other) => other !== remote), 'shell'].map((dir) => `./${dir}`),
    message: 'remotes never import each other or the shell (share code through @sitefleet/shared)'
  })),
  { target: './shell', from: REMOTES.map((dir) => `./${dir}`), message: 'the shell reaches remotes only through Module Federation' },
  { target: './shared', from: APPS.map((dir) => `./${dir}`), message: 'shared is imported by the apps, never the other way' },
  {
    target: './api',
    from: [...APPS.map((dir) => `./${dir}`), './shared/src/ui', './shared/src/remote-kit', './shared/src/stores', './shared/src/testing'],
    message: 'the api imports nothing React (types from @sitefleet/shared are fine)'
  },
  // The api by business components (docs/architecture.md).
  { target: `${API}/platform`, from: [`${API}/components`, ...ROOTS], message: 'platform/ imports no component and no composition root: it is what every capability uses, and knows none of them (a list of components belongs in a composition root: app.ts, worker.ts, job-types.ts, tables.ts or configuration.ts)' },
  { target: `${API}/components`, from: ROOTS, message: 'a component never imports a composition root: what it needs from the others comes through their index.ts, or from platform/ (the job runtime hands over its job types)' },
  ...COMPONENTS.map((component) => ({
    target: `${API}/components/${component}`,
    from: `${API}/components`,
    except: [`./${component}`, ...COMPONENTS.filter((other) => other !== component).map((other) => `./${other}/index.ts`)],
    message: 'a component imports another only through its index.ts (its public face): export what is needed there'
  })),
  { target: `${API}/**/*-repository.ts`, from: [`${API}/**/*-service.ts`, `${API}/components/*/jobs/**`], message: 'a repository imports no service or job: move the shared type or helper into the repository (or a module both use)' },
  ...APPS.flatMap((app) => {
    const src = `./${app}/src`
    return [
      // A feature is a unit: what two features need lives in the app's shared folders (lib, components, api).
      ...folders(`${app}/src/features`).map((feature) => ({
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: 'features never import other features: move what both need to src/lib, src/components or src/api'
      })),
      { target: `${src}/features`, from: [`${src}/pages`, `${src}/app`, `${src}/page-registry.ts`, `${src}/mount.ts`, `${src}/bootstrap.tsx`], message: ONE_WAY },
      { target: [`${src}/lib`, `${src}/components`, `${src}/api`], from: [`${src}/features`, `${src}/pages`, `${src}/app`], message: ONE_WAY }
    ]
  })
]

const SQL = 'SQL stays in repositories: build queries in a *-repository.ts (or api/src/platform/db), not here'

export default [
  { ignores: [...resolveIgnoresFromGitignore(), 'bench/.build/**'] },
  ...neostandard({ ts: true }),
  ...tseslint.configs.recommended,
  {
    rules: {
      // `void promise()` marks a promise deliberately left to run on its own (`onClick={() => void save()}`).
      'no-void': 'off',
      // Callbacks are named for what they do (retry, setPage, onCancel={close}), not handleX.
      'react/jsx-handler-names': 'off',
      // Deprecated in @stylistic (indent covers JSX), and it fights indent over nested ternaries.
      '@stylistic/jsx-indent': 'off',
      'new-cap': ['error', { newIsCap: true, capIsNew: false, properties: true, newIsCapExceptions: ['jsPDF'] }]
    }
  },
  {
    // Jest, webpack-free configs and other plain .js files are CommonJS.
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  // Plain .js tests (scripts/*.test.js) get jest's globals like the .ts ones get them from @types/jest.
  ...neostandard({ env: ['jest'], noStyle: true }).map((config) => ({ ...config, files: ['**/*.test.js'] })),
  {
    // Migrations take Kysely<any> (Kysely's own advice: a migration must not depend on today's
    // schema types); tests and benchmarks read JSON answers whose honest type is any.
    files: ['api/src/platform/db/**', '**/test/**', '**/*.test.ts', '**/*.test.tsx', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' }
  },
  {
    // Only the two ReDoS rules, as errors: the plugin's style rules are not this project's concern.
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error'
    }
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the imported modules themselves (no-cycle): TypeScript, with its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({
        project: ['tsconfig.json', 'api/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        noWarnOnMultipleProjects: true
      })]
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }]
    }
  },
  {
    // One import cycle once ran through 35 api files; none comes back. This rule skips type-only
    // imports; `npm run lint:cycles` (madge) counts them, in the api and every front-end root.
    files: ['api/src/**'],
    rules: { 'import-x/no-cycle': 'error' }
  },
  {
    // A comment says its reason in place or links docs/: an issue number or a section of a
    // document kept outside the repository leads a reader nowhere. Migrations are exempt: they
    // are frozen once released (an edit would change what an upgraded database already ran).
    plugins: { references },
    ignores: ['api/src/platform/db/migrations/**'],
    rules: { 'references/followable': 'error' }
  },
  {
    // A source file stays under 250 lines: one that grows past it holds two things to name apart.
    // Tests (a table of cases reads best whole) and generated code are not sources. One file is
    // over today and is being split by work in progress (the shared webpack config by remote and
    // shell).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      '**/*.test.{ts,tsx,js}', '**/test/**', '**/*.generated.ts',
      'webpack.common.ts'
    ],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] }
  },
  {
    files: ['shared/**', 'shell/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_USE_LOAD] }] }
  },
  {
    // ...nor keeps a call's loading flag, abort or poll by hand beside it. shared/src/query is the
    // layer itself; tests drive clocks and servers as they must.
    files: ['shared/src/**', 'shell/src/**', ...REMOTES.map((remote) => `${remote}/src/**`)],
    ignores: ['shared/src/query/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { 'server-state': serverState },
    rules: { 'server-state/query-layer': 'error' }
  },
  {
    files: REMOTES.map((remote) => `${remote}/**`),
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(mfe_|shell(/|$))', message: 'remotes never import each other or the shell' }, NO_USE_LOAD]
      }]
    }
  },
  {
    files: ['api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: '@sitefleet/shared', allowTypeImports: true, message: 'the api may import types from @sitefleet/shared, nothing that runs React' },
          ...['react', 'react-dom', 'react-router-dom', 'react-router'].map((name) => ({ name, message: 'the api never imports React' }))
        ],
        patterns: [{ regex: '^react(-dom|-router)?/', message: 'the api never imports React' }]
      }]
    }
  },
  {
    files: ['api/src/**'],
    ignores: ['api/src/**/*-repository.ts', 'api/src/platform/db/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive)$/]', message: SQL },
        { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: SQL },
        { selector: 'CallExpression[callee.object.name="sql"]', message: SQL }
      ]
    }
  }
]
