/**
 * The shared singletons every app builds with, and the versions the shell provides of them at run
 * time: one list, so the shell and the remotes can never disagree about what is shared.
 */
import path from 'node:path'
import fs from 'node:fs'

export const rootDir = path.join(__dirname, '..')

interface PackageJson { version: string; dependencies?: Record<string, string> }

export function readJson (file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

export type SharedConfig = Record<string, { singleton?: boolean; requiredVersion?: string; version?: string; import?: string }>

/**
 * Explicit requiredVersion from the app's own package.json, never a spread of all dependencies,
 * so one React, one router and one set of stores exist at run time.
 */
export function sharedSingletons (appDir: string): SharedConfig {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {}
  const sharedVersion = readJson(path.join(rootDir, 'shared', 'package.json')).version
  const singleton = (name: string) => ({ singleton: true, requiredVersion: deps[name] })
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The router API the apps use rather than the whole package (see the module's comment).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: path.join(rootDir, 'shared', 'src', 'federation', 'react-router-dom.ts'),
      version: readJson(require.resolve('react-router-dom/package.json', { paths: [appDir] })).version,
    },
    zustand: singleton('zustand'),
    axios: singleton('axios'),
    // One query cache layer for every app: a remote's useQuery must find the QueryClient the shell
    // (or its panel) provides, which only works when both read the same React context object.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@sitefleet/shared': { singleton: true, requiredVersion: `^${sharedVersion}` },
  }
}

/** The package a share key comes from (`react/jsx-runtime` → `react`). */
function packageOf (key: string): string {
  return key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]
}

/** Each share key's version as this build bundles it, and its requiredVersion (a prefix key's for `react/jsx-runtime`). */
export function sharedVersions (appDir: string, shared: SharedConfig, keys: string[]): Record<string, { version: string; requiredVersion: string }> {
  return Object.fromEntries(keys.map((key) => {
    const config = shared[key] ?? shared[`${packageOf(key)}/`] ?? shared[packageOf(key)] ?? {}
    const version = config.version ?? (key === '@sitefleet/shared'
      ? readJson(path.join(rootDir, 'shared', 'package.json')).version
      : readJson(require.resolve(`${packageOf(key)}/package.json`, { paths: [appDir] })).version)
    return [key, { version, requiredVersion: config.requiredVersion ?? `^${version}` }]
  }))
}

/**
 * What the shell gives the federation runtime as its `shared` (shell/src/remotes/host-shared.ts):
 * every singleton of sharedSingletons(), the `react/` and `react-dom/` prefixes as the entry points
 * the apps import, each with the version this build bundles and the remotes' requiredVersion.
 */
export function hostProvidedShared (appDir: string): Record<string, { version: string; requiredVersion: string }> {
  const singletons = sharedSingletons(appDir)
  const keys = Object.keys(singletons).flatMap((key) =>
    key === 'react/' ? ['react/jsx-runtime', 'react/jsx-dev-runtime'] : key === 'react-dom/' ? ['react-dom/client'] : [key])
  return sharedVersions(appDir, singletons, keys)
}
