import { init, loadRemote } from '@module-federation/enhanced/runtime'
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin'
import * as React from 'react'
import { useEffect, useRef, useState } from 'react'
import * as ReactDOM from 'react-dom'
import * as ReactDOMClient from 'react-dom/client'
import * as jsxRuntime from 'react/jsx-runtime'
import { createRoot } from 'react-dom/client'

// The remote's exposed modules, typed from the declarations its build wrote (shell/@mf-types via
// tsconfig.json `paths`; see docs/deploying-remotes.md): a change to their props breaks this host's
// type check, not its users.
type PanelModule = typeof import('mfe_domains/Panel')
type MountModule = typeof import('mfe_domains/mount')
type PanelProps = Parameters<MountModule['mount']>[1]

declare global {
  interface Window {
    SITEFLEET_EMBED: { baseUrl: string; token: string };
  }
}

const { baseUrl, token } = window.SITEFLEET_EMBED
const reactVersion = React.version
const share = (lib: object) => ({ version: reactVersion, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${reactVersion}` } })
/** `?share=none`: a host that keeps its React to itself (the panel then runs on its own copy). */
const sharesReact = new URLSearchParams(window.location.search).get('share') !== 'none'

// Sharing, the host gives the remote its React; the remote's other singletons (router, stores,
// API client) are its own either way.
init({
  name: 'react_host',
  remotes: [{ name: 'mfe_domains', entry: `${baseUrl}/remotes/mfe-domains/mf-manifest.json` }],
  shared: sharesReact
    ? {
        react: share(React),
        'react/jsx-runtime': share(jsxRuntime),
        'react-dom': share(ReactDOM),
        'react-dom/client': share(ReactDOMClient),
      }
    : {},
  // Sitefleet's remotes are built without a runtime of their own (enhanced's
  // experiments.externalRuntime): the host provides it, with enhanced's plugin for that.
  plugins: [injectExternalRuntimeCore()],
})

/** Without shared React the panel cannot join the host's tree: it renders with mount() into an element the host owns. */
function MountedPanel (props: PanelProps) {
  const element = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let unmount: (() => void) | undefined
    let cancelled = false
    loadRemote<MountModule>('mfe_domains/mount').then(
      (module) => {
        if (cancelled) return
        if (!module || !element.current) return setFailed(true)
        unmount = module.mount(element.current, props)
      },
      () => setFailed(true)
    )
    return () => {
      cancelled = true
      unmount?.()
    }
    // Mounted once: the panel keeps its own settings for its life.
  }, [])
  if (failed) return <p role='alert'>The Sitefleet panel could not be loaded from {baseUrl}.</p>
  return <div ref={element} />
}

/** Sharing React, the remote's `./Panel` component renders inside the host's own tree. */
function SitefleetPanel (props: PanelProps) {
  const [Panel, setPanel] = useState<PanelModule['default'] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    loadRemote<PanelModule>('mfe_domains/Panel').then(
      (module) => (module ? setPanel(() => module.default) : setFailed(true)),
      () => setFailed(true)
    )
  }, [])
  if (failed) return <p role='alert'>The Sitefleet panel could not be loaded from {baseUrl}.</p>
  return Panel ? <Panel {...props} /> : <p role='status'>Loading the Sitefleet panel...</p>
}

function App () {
  const [clicks, setClicks] = useState(0)
  return (
    <main>
      <h1>{`Team dashboard (React host, ${sharesReact ? 'sharing' : 'not sharing'} React)`}</h1>
      {/* Host state keeps working beside the panel. */}
      <button type='button' onClick={() => setClicks((n) => n + 1)}>{`Host clicks: ${clicks}`}</button>
      <section aria-label='Sitefleet domain errors'>
        {sharesReact
          ? <SitefleetPanel page='DomainErrorsPage' path='/domain-errors/natural' layout='user' api={{ baseUrl, token }} />
          : <MountedPanel page='DomainErrorsPage' path='/domain-errors/natural' layout='user' api={{ baseUrl, token }} />}
      </section>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
