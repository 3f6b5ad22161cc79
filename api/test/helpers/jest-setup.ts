// Every API test file: start-up hooks (app, PostgreSQL schema, web farm, SMTP server) and tests
// get two minutes instead of jest's 5 s. A loaded machine is slow, never wrong; no assertion
// depends on speed (how fast things are is measured in bench/).
jest.setTimeout(120_000)
