/**
 * The PDF read-back test runs in jest's node environment (pdf.js needs Node's structuredClone,
 * which jsdom lacks); the browser setup (jest-dom, localStorage reset) is for the jsdom tests.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where there is a window
if (typeof window !== 'undefined') require('@sitefleet/shared/src/testing/setup-tests')
else jest.setTimeout(30_000)
