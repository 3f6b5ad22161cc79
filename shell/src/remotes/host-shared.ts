// What the shell hands the federation runtime as its `shared`: the runtime-only way enhanced
// documents for a host without its build plugin. The shell's own code imports these packages like
// any app (tree-shaken, no share-scope lookups, so the login screen loads no federation code), and
// when the first remote page is wanted the runtime gets these very module instances, so shell and
// remotes run on one React, one router and one set of stores. A shared module is provided whole
// (a remote deployed later may use any of its exports): that is why this file is loaded with the
// federation runtime, not with the app.
import * as sitefleetShared from '@sitefleet/shared'
import * as reactQuery from '@tanstack/react-query'
import * as routerApi from '@sitefleet/shared/src/federation/react-router-dom'
import * as axios from 'axios'
import * as react from 'react'
import * as reactJsxDevRuntime from 'react/jsx-dev-runtime'
import * as reactJsxRuntime from 'react/jsx-runtime'
import * as reactDom from 'react-dom'
import * as reactDomClient from 'react-dom/client'
import * as zustand from 'zustand'

/** Set at build time (webpack/federation.ts) from the same singleton list the remotes build with. */
declare const SITEFLEET_SHARED: Record<string, { version: string; requiredVersion: string }>

const MODULES: Record<string, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react/jsx-dev-runtime': reactJsxDevRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  'react-router-dom': routerApi,
  zustand,
  axios,
  '@tanstack/react-query': reactQuery,
  '@sitefleet/shared': sitefleetShared,
}

export interface HostShare {
  version: string;
  lib: () => object;
  shareConfig: { singleton: true; requiredVersion: string };
}

/** The runtime's `shared` option: every singleton of the build config, with this build's version of it. */
export function hostShared (): Record<string, HostShare> {
  return Object.fromEntries(Object.entries(SITEFLEET_SHARED).map(([name, { version, requiredVersion }]) => {
    const module = MODULES[name]
    if (!module) throw new Error(`Sitefleet: the shell provides no module for the shared singleton ${name}`)
    return [name, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion } }]
  }))
}

/** The version of each singleton this build provides (what a remote's requiredVersion is checked against). */
export function hostVersions (): Record<string, { version: string }> {
  return SITEFLEET_SHARED
}
