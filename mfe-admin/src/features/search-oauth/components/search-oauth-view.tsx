import { useState } from 'react'
import { Button, ConfirmDialog, LoadError, PanelWrites, Spinner, type SearchOAuthClientResponse } from '@sitefleet/shared'
import { useSearchOAuthClient } from '../hooks/use-search-oauth-client'
import { OAuthClientForm } from './oauth-client-form'

/** Where the client in force comes from, in the admin's words. */
function sourceText (c: SearchOAuthClientResponse): string {
  if (c.source === 'admin') return `Set here${c.updatedAt ? ` on ${new Date(c.updatedAt).toLocaleString()}` : ''}.`
  if (c.source === 'environment') return 'From the GOOGLE_OAUTH_CLIENT_ID setting of the server. A client set here takes its place.'
  return 'None: Google OAuth accounts without their own client cannot connect until one is set here or in GOOGLE_OAUTH_CLIENT_ID.'
}

/** /admin/search-google: the installation's Google OAuth client for Search Console accounts. */
export function SearchOAuthView () {
  const { current, failed, reload, saving, removing, save, remove } = useSearchOAuthClient()
  const [confirming, setConfirming] = useState(false)
  return (
    <section className='page ad-page'>
      <div className='ad-page__head'>
        <h1>Google sign-in for Search Console</h1>
        <span className='ad-muted'>
          The OAuth client Search accounts use to connect through Google&apos;s consent page when they have no client of their own.
        </span>
      </div>
      {current === null && !failed && <Spinner label='Loading the OAuth client...' />}
      {current === null && failed && <LoadError message='Failed to load the OAuth client.' onRetry={reload} />}
      {current !== null && (
        <>
          <div className='ad-card' aria-label='Client in force'>
            <dl className='ad-facts'>
              <dt>Client ID in force</dt>
              <dd>{current.clientId ?? 'None'}</dd>
              <dt>Source</dt>
              <dd>{sourceText(current)}</dd>
              <dt>Redirect URI to register at Google</dt>
              <dd><code>{current.redirectUri}</code></dd>
            </dl>
            {!current.publicUrlSet && (
              <p className='ad-warning' role='alert'>
                PUBLIC_URL is not set on the server: the address above is a placeholder and Connect is refused. Set PUBLIC_URL to the address browsers reach Sitefleet at, then register the redirect URI shown here.
              </p>
            )}
            <p className='ad-muted'>
              In Google Cloud, create an OAuth client of type &quot;Web application&quot;, add this redirect URI to its authorised redirect URIs, and enable the Search Console API.
            </p>
          </div>
          <PanelWrites>
            <OAuthClientForm busy={saving} replacing={current.source === 'admin'} onSave={save} />
            {current.source === 'admin' && (
              <div>
                <Button variant='danger' disabled={removing} onClick={() => setConfirming(true)}>Remove</Button>
              </div>
            )}
          </PanelWrites>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title='Remove OAuth client'
        message='Remove the client set here? GOOGLE_OAUTH_CLIENT_ID applies again if the server sets it.'
        confirmLabel='Remove'
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void remove()
        }}
      />
    </section>
  )
}
