// Jest stand-in for `import './x.css'` (webpack's style-loader injects CSS in the real build).
export default {}
