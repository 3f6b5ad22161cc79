// remote-override: an admin loads one remote from a listed origin (REMOTE_OVERRIDE_ORIGINS) in
// their own browser only; the shell applies it (shell/src/remotes/remote-override.ts).
export { default as remoteOverrideRoutes } from './routes'
