export * from './page-registry'
export { createMount } from './create-mount'
export { renderStandalone } from './standalone-app'
