import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useWorld, USER } from '../support/fixture';
import { REPO_ROOT, freePort } from '../support/product';
import { useToken } from '../support/session';
import { StaticServer } from '../support/static-server';

// mfe-hosting is deployed on its own origin; remotes.json tells the shell where it lives.
let hosting: StaticServer;
const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitefleet-remotes-')), 'remotes.json');
const hostingPort = Number(process.env.E2E_HOSTING_PORT ?? 0);

beforeAll(async () => {
  hosting = new StaticServer(path.join(REPO_ROOT, 'mfe-hosting', 'dist'), hostingPort || (await freePort()));
  fs.writeFileSync(remotesFile, JSON.stringify({ mfe_hosting: `${hosting.url}/mf-manifest.json` }));
  await hosting.start();
});
afterAll(() => hosting.stop());

const world = useWorld({ REMOTES_JSON: remotesFile });

test('a remote on another origin loads; when it is down its routes show Retry and the rest works', async () => {
  const page = await world.newPage();
  const loaded: string[] = [];
  page.on('response', (response) => loaded.push(response.url()));
  await useToken(page, world.product, world.userToken, USER.name);

  await page.goto(`${world.product.url}/hosting-form`);
  await page.getByRole('heading', { name: 'Add Hosting Info' }).waitFor();
  expect(loaded).toContain(`${hosting.url}/remoteEntry.js`);

  await hosting.stop();
  await page.goto(`${world.product.url}/hosting-data`);
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.getByText('This section is unavailable right now').waitFor();

  // The header, the sidebar and other remotes keep working.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /Domain Errors/i }).click();
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor();
  await page.goBack();
  await page.getByRole('button', { name: 'Retry' }).waitFor();

  // Retry loads it once it is back.
  await hosting.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'All Hosting Info' }).waitFor();
});
