import { useWorld, USER } from '../support/fixture';
import { useToken } from '../support/session';

const world = useWorld();

test('the root path redirects to /login, rendered by the shell', async () => {
  const page = await world.newPage();
  await page.goto(`${world.product.url}/`);
  await page.waitForURL('**/login');
  await page.locator('input[name="email"]').waitFor();
  await page.locator('input[name="password"]').waitFor();
  await page.getByText('Forgot Password').waitFor();
});

test('a remote page is loaded through Module Federation at run time', async () => {
  const page = await world.newPage();
  const loaded: string[] = [];
  page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
  await useToken(page, world.product, world.userToken, USER.name);

  await page.goto(`${world.product.url}/products/natural`);

  await page.getByRole('heading', { name: 'All Product Category' }).waitFor();
  await page.getByText(`Welcome, ${USER.name}`).waitFor();
  expect(loaded).toContain('/remotes.json');
  expect(loaded).toContain('/remotes/mfe-domains/mf-manifest.json');
  expect(loaded).toContain('/remotes/mfe-domains/remoteEntry.js');
});

test('the shell and the remotes share one React and one @sitefleet/shared at run time', async () => {
  const page = await world.newPage();
  await useToken(page, world.product, world.userToken, USER.name);
  await page.goto(`${world.product.url}/hosting-form`);
  await page.getByRole('heading', { name: 'Add Hosting Info' }).waitFor();

  const versions = await page.evaluate(() => {
    type Scope = Record<string, Record<string, { from: string; loaded?: boolean }>>;
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Scope }> } })
      .__FEDERATION__;
    const loaded: Record<string, string[]> = {};
    for (const host of Object.values(federation.__SHARE__)) {
      for (const [name, byVersion] of Object.entries(host.default ?? {})) {
        for (const [version, share] of Object.entries(byVersion)) {
          if (share.loaded) (loaded[name] ??= []).push(`${version}@${share.from}`);
        }
      }
    }
    return loaded;
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', '@sitefleet/shared']) {
    expect(new Set(versions[name])).toHaveProperty('size', 1);
  }
});
