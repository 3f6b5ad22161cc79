// An admin's override of one remote's address, for their own browser (remote-override-seal.ts).
import { Type } from 'typebox'

export const RemoteNameSchema = Type.Enum(['mfe_domains', 'mfe_hosting', 'mfe_indexing', 'mfe_admin', 'mfe_alerts'])

export const RemoteOverride = Type.Object({
  remote: RemoteNameSchema,
  /** The manifest (mf-manifest.json) or remoteEntry.js URL the remote loads from instead. */
  url: Type.String()
})

export const RemoteOverrideSettings = Type.Object({
  /** REMOTE_OVERRIDE_ORIGINS; empty when the feature is off. */
  origins: Type.Array(Type.String())
})

export const SetRemoteOverrideBody = Type.Object({
  remote: RemoteNameSchema,
  url: Type.String({ minLength: 1, maxLength: 2048 })
}, { additionalProperties: false })

export const SetRemoteOverrideResponse = Type.Object({
  override: RemoteOverride,
  /** The server-signed value the browser keeps (never a URL parameter) and presents on each load. */
  seal: Type.String()
})

export const ResolveRemoteOverrideBody = Type.Object({
  seal: Type.String({ minLength: 1, maxLength: 4096 })
}, { additionalProperties: false })

export const ResolvedRemoteOverride = Type.Object({
  /** Null: do not apply it, and forget the kept value (`message` says why). */
  override: Type.Union([Type.Null(), RemoteOverride]),
  message: Type.Union([Type.Null(), Type.String()])
})
