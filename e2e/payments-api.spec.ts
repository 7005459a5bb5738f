import { demoAccounts, expect, registerUser, test } from './fixtures';

/**
 * The purchase journey at the API level against the real server and the seeded demo data, with
 * the built-in test processor (the browser journey is in the checkout e2e spec).
 */

interface ListedProject {
  _id: string;
  title: string;
  license: { type: 'free' | 'paid' | 'freemium'; customerPrice: number | null };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a new buyer pays for a demo project, the seller sees the sale and can refund it', async ({
  request,
}) => {
  const login = await request.post('/api/auth/login', {
    data: { email: demoAccounts.seller.email, password: demoAccounts.seller.password },
  });
  expect(login.status()).toBe(200);
  const seller = (await login.json()) as { token: string; user: { id: string } };

  const list = await request.get(`/api/projects?author=${seller.user.id}&limit=50`, {
    headers: bearer(seller.token),
  });
  const projects = ((await list.json()) as { projects: ListedProject[] }).projects;
  const paid = projects.find((p) => p.license.type === 'paid')!;
  expect(paid, 'the demo seller sells a paid project').toBeTruthy();

  const buyer = await registerUser(request);
  const headers = bearer(buyer.token);

  const intentRes = await request.post('/api/payments/create-payment-intent', {
    headers,
    data: { projectId: paid._id },
  });
  expect(intentRes.status()).toBe(200);
  const intent = await intentRes.json();
  expect(intent.provider).toBe('test');
  expect(intent.amount.total).toBe(paid.license.customerPrice);

  const declined = await request.post('/api/payments/test-processor/confirm', {
    headers,
    data: { paymentIntentId: intent.paymentIntentId, cardNumber: '4000 0000 0000 0002' },
  });
  expect(declined.status()).toBe(402);
  expect((await declined.json()).error).toBe('Your card was declined.');

  const paidRes = await request.post('/api/payments/test-processor/confirm', {
    headers,
    data: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242' },
  });
  expect(paidRes.status()).toBe(200);
  const confirm = await request.post('/api/payments/confirm-payment', {
    headers,
    data: { paymentIntentId: intent.paymentIntentId },
  });
  expect(confirm.status()).toBe(200);
  const { license } = await confirm.json();
  expect(license).toMatchObject({ kind: 'paid', isActive: true });

  const detail = await (await request.get(`/api/projects/${paid._id}`, { headers })).json();
  expect(detail.userLicense.isActive).toBe(true);
  expect(detail.project.repository.paidUrl).toMatch(/^https:\/\//);

  const dashboard = await (await request.get('/api/dashboard', { headers })).json();
  expect(dashboard.purchasedLicenses[0]).toMatchObject({ _id: paid._id, licenseKind: 'paid' });

  const earnings = await (
    await request.get('/api/payments/seller-earnings', { headers: bearer(seller.token) })
  ).json();
  expect(earnings.hasAccount).toBe(true);
  expect(earnings.recentSales[0]).toMatchObject({
    _id: license._id,
    project: { _id: paid._id },
    licensee: { username: buyer.username, email: buyer.email },
  });

  const refund = await request.post('/api/payments/refund', {
    headers: bearer(seller.token),
    data: { licenseId: license._id },
  });
  expect(refund.status()).toBe(200);
  const after = await (await request.get(`/api/projects/${paid._id}`, { headers })).json();
  expect(after.userLicense).toBeNull();
  expect(after.project.repository.paidUrl).toBeNull();
});

test('a new user claims a free demo project once', async ({ request }) => {
  const list = await request.get('/api/projects?priceRange=free&limit=5');
  const free = ((await list.json()) as { projects: ListedProject[] }).projects.find(
    (p) => p.license.type === 'free',
  )!;
  const user = await registerUser(request);
  const headers = bearer(user.token);
  const first = await request.post('/api/licenses/claim-free', {
    headers,
    data: { projectId: free._id },
  });
  expect(first.status()).toBe(200);
  expect((await first.json()).message).toBe('Free access granted');
  const second = await request.post('/api/licenses/claim-free', {
    headers,
    data: { projectId: free._id },
  });
  expect(second.status()).toBe(409);
  expect((await second.json()).error).toContain('already have access');
});
