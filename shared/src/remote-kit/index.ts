export * from './page-registry'
export { createMount } from './create-mount'
export { createPanel, type PanelProps } from './create-panel'
export { renderStandalone } from './standalone-app'
