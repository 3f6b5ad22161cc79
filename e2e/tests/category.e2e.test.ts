import type { Page } from 'playwright-core';
import { useWorld, USER } from '../support/fixture';
import { DATING_PASSWORD } from '../support/product';
import { useToken } from '../support/session';

const world = useWorld();

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('superCategory'));
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });

test('the category dropdown stores the choice and opens its dashboard', async () => {
  const page = await world.newPage();
  await useToken(page, world.product, world.userToken, USER.name);
  await page.goto(`${world.product.url}/products/natural`);
  await page.getByRole('heading', { name: 'All Product Category' }).waitFor();
  expect(await categorySelect(page).inputValue()).toBe('natural');

  await categorySelect(page).selectOption('casino');
  await page.waitForURL('**/products/casino');
  expect(await stored(page)).toBe('casino');
  await page.reload();
  expect(await stored(page)).toBe('casino');
  expect(await categorySelect(page).inputValue()).toBe('casino');
});

test('dating on the user layout asks for the access password, which the server checks', async () => {
  const page = await world.newPage();
  await useToken(page, world.product, world.userToken, USER.name);
  await page.goto(`${world.product.url}/products/casino`);
  await page.getByRole('heading', { name: 'All Product Category' }).waitFor();

  page.once('dialog', (dialog) => dialog.accept('wrong-password'));
  await categorySelect(page).selectOption('dating');
  await page.getByText('Incorrect password.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/products/casino');
  expect(await stored(page)).not.toBe('dating');
  expect(await categorySelect(page).inputValue()).toBe('casino');

  page.once('dialog', (dialog) => dialog.accept(DATING_PASSWORD));
  await categorySelect(page).selectOption('dating');
  await page.waitForURL('**/products/dating');
  expect(await stored(page)).toBe('dating');
});

test('admins switch to dating without a prompt', async () => {
  const page = await world.newPage();
  let prompted = false;
  page.on('dialog', (dialog) => {
    prompted = true;
    return dialog.dismiss();
  });
  await useToken(page, world.product, world.adminToken, 'Admin');
  await page.goto(`${world.product.url}/admin/products/natural`);
  await categorySelect(page).selectOption('dating');
  await page.waitForURL('**/admin/products/dating');
  expect(prompted).toBe(false);
  expect(await stored(page)).toBe('dating');
});
