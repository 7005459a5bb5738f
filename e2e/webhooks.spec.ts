import http from 'node:http';
import type { AddressInfo } from 'node:net';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, signIn, test } from './fixtures';

/** No serious or critical WCAG 2.1 A/AA violation on what the page shows now. */
async function audit(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe violations on ${name}`).toEqual([]);
}

test.describe('Webhooks', () => {
  let server: http.Server;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

  test.beforeAll(async () => {
    // The seller's endpoint: a local receiver that records what it is sent.
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('thanks');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('a seller adds a webhook, sends a test event and sees the delivery in the log', async ({
    page,
    user,
  }) => {
    test.slow();
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/codebazaar`;
    await signIn(page, user);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByLabel('Description (optional)').fill('Order sync');
    await form.getByRole('checkbox', { name: /review\.created/ }).check();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = (await page.getByLabel('Signing secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const hooks = page.getByRole('list', { name: 'Your webhooks' });
    await expect(hooks.getByText(url)).toBeVisible();
    await expect(hooks.getByText('review.created')).toBeVisible();
    await hooks.getByRole('button', { name: 'Send test event' }).click();

    // The log opens and shows the delivery once the queue has sent it.
    const log = page.getByRole('list', { name: 'Deliveries' });
    await expect(log.getByText('webhook.test')).toBeVisible();
    await expect(log.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
    await expect(log.getByText(/Response 200/)).toBeVisible();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });
    expect(received[0]!.headers['webhook-signature']).toMatch(/^v1,/);

    await audit(page, 'profile with a webhook and its delivery log');

    // Redelivered by hand: the same message id again.
    await log.getByRole('button', { name: 'Redeliver' }).first().click();
    await expect(log.getByText('Delivered')).toHaveCount(2, { timeout: 15_000 });
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);

    // Switched off and on again.
    await hooks.getByRole('button', { name: 'Switch off' }).click();
    await expect(hooks.getByText('Switched off')).toBeVisible();
    await expect(hooks.getByRole('button', { name: 'Send test event' })).toBeDisabled();
    await hooks.getByRole('button', { name: 'Switch on' }).click();
    await expect(hooks.getByText('Active')).toBeVisible();

    // Deleted with the app's confirmation dialog.
    await hooks.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete webhook' }).click();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
  });

  test('the developer docs explain events and verification, at 390 px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/developers/webhooks');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Webhooks for developers' }),
    ).toBeVisible();
    await expect(page.getByLabel('Verification with the standardwebhooks package')).toContainText(
      "from 'standardwebhooks'",
    );
    await expect(page.getByLabel('Verification by hand')).toContainText('createHmac');
    await audit(page, 'webhooks docs');
  });
});
