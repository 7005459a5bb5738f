import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helper';
import {
  isForbiddenAddress,
  isLoopbackAddress,
  postWebhook,
  resolveTarget,
  URL_MESSAGES,
  type Lookup,
} from './webhook-http';

/**
 * The address check of outgoing webhooks against every IPv6 spelling that carries an IPv4
 * address (docs/product-rules.md#webhooks): each form is refused when it points inward, in hex
 * and dotted notation, compressed or written out, in lower and upper case; at creation, on a
 * change of URL, and at delivery after the name is resolved again.
 */

/** IPv6 forms of inner IPv4 addresses (loopback, private, cloud metadata): all refused. */
const INNER: [form: string, address: string][] = [
  // IPv4-mapped, ::ffff:0:0/96
  ['mapped, dotted', '::ffff:127.0.0.1'],
  ['mapped, dotted, upper case', '::FFFF:169.254.169.254'],
  ['mapped, hex', '::ffff:7f00:1'],
  ['mapped, hex, upper case', '::FFFF:A9FE:A9FE'],
  ['mapped, written out', '0:0:0:0:0:ffff:0a00:0001'],
  ['mapped, written out with zeros', '0000:0000:0000:0000:0000:FFFF:C0A8:0101'],
  // IPv4-translated, ::ffff:0:0:0/96
  ['translated, dotted', '::ffff:0:127.0.0.1'],
  ['translated, dotted, metadata', '::ffff:0:169.254.169.254'],
  ['translated, hex', '::ffff:0:7f00:1'],
  ['translated, hex, upper case', '::FFFF:0:A9FE:A9FE'],
  ['translated, written out', '0:0:0:0:ffff:0:a00:1'],
  // IPv4-compatible, ::/96 (deprecated)
  ['compatible, dotted', '::127.0.0.1'],
  ['compatible, dotted, private', '::192.168.1.1'],
  ['compatible, hex', '::7f00:1'],
  ['compatible, hex, upper case', '::A9FE:A9FE'],
  // 6to4, 2002::/16: the IPv4 address follows the prefix
  ['6to4, loopback', '2002:7f00:1::'],
  ['6to4, metadata', '2002:a9fe:a9fe::1'],
  ['6to4, private, upper case', '2002:0A00:0001:0:0:0:0:1'],
  ['6to4, dotted', '2002:c0a8:101::192.168.1.1'],
  // NAT64 well-known prefix, 64:ff9b::/96
  ['NAT64, dotted', '64:ff9b::127.0.0.1'],
  ['NAT64, dotted, metadata', '64:ff9b::169.254.169.254'],
  ['NAT64, hex', '64:ff9b::a00:1'],
  ['NAT64, hex, upper case', '64:FF9B::C0A8:101'],
  ['NAT64, written out', '0064:ff9b:0000:0000:0000:0000:7f00:0001'],
  // Local-use NAT64, 64:ff9b:1::/48: where the IPv4 address sits is the network's choice
  ['local NAT64, dotted', '64:ff9b:1::127.0.0.1'],
  ['local NAT64, public', '64:ff9b:1::8.8.8.8'],
  // Teredo, 2001::/32: the client's IPv4 address is stored inverted in the last 32 bits
  ['Teredo, client 127.0.0.1', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['Teredo, client 192.168.1.1, upper case', '2001:0:4136:E378:8000:63BF:3F57:FEFE'],
  ['Teredo, public client', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
];

/** Forms that carry a public IPv4 address and lead somewhere public: allowed. */
const PUBLIC: [form: string, address: string][] = [
  ['mapped, dotted', '::ffff:8.8.8.8'],
  ['mapped, hex, upper case', '::FFFF:808:808'],
  ['6to4', '2002:808:808::1'],
  ['NAT64, dotted', '64:ff9b::93.184.216.34'],
  ['NAT64, hex', '64:ff9b::5db8:d822'],
  ['plain IPv6', '2606:4700:4700::1111'],
];

describe('isForbiddenAddress on IPv6 forms that embed an IPv4 address', () => {
  it.each(INNER)('refuses %s (%s)', (_form, address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(PUBLIC)('allows %s (%s)', (_form, address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it.each([
    ['compatible form of a public address (deprecated)', '::8.8.8.8'],
    ['translated form of a public address (only a translator uses it)', '::ffff:0:8.8.8.8'],
  ])('refuses the %s', (_form, address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });
});

/** Each class of address, and whether it is refused in production / outside production. */
const CLASSES: [klass: string, address: string, production: boolean, outside: boolean][] = [
  ['IPv4 loopback', '127.0.0.1', true, false],
  ['IPv4 loopback, elsewhere in 127/8', '127.45.6.7', true, false],
  ['IPv6 loopback', '::1', true, false],
  ['IPv6 loopback, written out', '0:0:0:0:0:0:0:1', true, false],
  ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1', true, false],
  ['IPv4-mapped loopback, hex, upper case', '::FFFF:7F00:1', true, false],
  ['IPv4 link-local', '169.254.1.1', true, true],
  ['cloud metadata (IPv4)', '169.254.169.254', true, true],
  ['cloud metadata, IPv4-mapped', '::ffff:169.254.169.254', true, true],
  ['cloud metadata (IPv6)', 'fd00:ec2::254', true, true],
  ['IPv6 link-local', 'fe80::1', true, true],
  ['IPv6 link-local, upper bound of fe80::/10', 'febf::1', true, true],
  ['private 10/8', '10.0.0.1', true, true],
  ['private 172.16/12', '172.16.5.4', true, true],
  ['private 192.168/16', '192.168.1.1', true, true],
  ['carrier-grade NAT', '100.64.0.1', true, true],
  ['unique local', 'fd12:3456::1', true, true],
  ['unspecified', '0.0.0.0', true, true],
  ['IPv6 unspecified', '::', true, true],
  ['IPv4-compatible loopback (deprecated)', '::127.0.0.1', true, true],
  ['IPv4-translated loopback', '::ffff:0:127.0.0.1', true, true],
  ['6to4 carrying loopback', '2002:7f00:1::', true, true],
  ['NAT64 carrying loopback', '64:ff9b::7f00:1', true, true],
  ['public IPv4', '93.184.216.34', false, false],
  ['public IPv6', '2606:4700:4700::1111', false, false],
  ['not an address', 'localhost', true, true],
];

describe('isForbiddenAddress per class of address and per mode', () => {
  it.each(CLASSES)('%s (%s): production %s, outside production %s', (_k, address, prod, dev) => {
    expect(isForbiddenAddress(address)).toBe(prod);
    expect(isForbiddenAddress(address, { allowLoopback: false })).toBe(prod);
    expect(isForbiddenAddress(address, { allowLoopback: true })).toBe(dev);
  });

  it('knows loopback only as this machine’s own', () => {
    expect(CLASSES.filter(([, a]) => isLoopbackAddress(a)).map(([, a]) => a)).toEqual([
      '127.0.0.1',
      '127.45.6.7',
      '::1',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::FFFF:7F00:1',
    ]);
  });
});

describe('resolveTarget per mode', () => {
  const resolvesTo =
    (address: string): Lookup =>
    async () => [{ address, family: address.includes(':') ? 6 : 4 }];

  it('lets localhost through outside production, refuses it in production', async () => {
    for (const address of ['127.0.0.1', '::1']) {
      const lookup = resolvesTo(address);
      await expect(
        resolveTarget('http://localhost:3000/hook', {
          lookup,
          allowPrivate: false,
          allowLoopback: true,
        }),
      ).resolves.toMatchObject({ address });
      await expect(
        resolveTarget('http://localhost:3000/hook', { lookup, allowPrivate: false }),
      ).rejects.toThrow(URL_MESSAGES.forbidden);
    }
  });

  it('refuses a name with one inner answer beside a loopback one, outside production', async () => {
    const lookup: Lookup = async () => [
      { address: '127.0.0.1', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    await expect(
      resolveTarget('http://twice.test/hook', { lookup, allowPrivate: false, allowLoopback: true }),
    ).rejects.toThrow(URL_MESSAGES.forbidden);
  });

  it.each(['metadata.google.internal', 'METADATA.google.internal.', 'instance-data', 'metadata'])(
    'refuses the metadata host name %s before any lookup, in every mode',
    async (host) => {
      let looked = false;
      const lookup: Lookup = async () => {
        looked = true;
        return [{ address: '127.0.0.1', family: 4 }];
      };
      for (const mode of [
        { allowPrivate: false, allowLoopback: true },
        { allowPrivate: false, allowLoopback: false },
        { allowPrivate: true, allowLoopback: true },
      ]) {
        await expect(resolveTarget(`http://${host}/x`, { lookup, ...mode })).rejects.toThrow(
          URL_MESSAGES.forbidden,
        );
      }
      expect(looked).toBe(false);
    },
  );
});

describe('the guard wherever a webhook URL is used', () => {
  let ctx: TestContext;
  const names = new Map<string, string>([['public.test', '93.184.216.34']]);
  const lookup: Lookup = async (host) => {
    const address = names.get(host);
    if (!address) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };

  beforeAll(async () => {
    // WEBHOOKS_ALLOW_PRIVATE off, in production: the check applies to loopback too.
    ctx = await createTestApp(
      { NODE_ENV: 'production' },
      { webhooks: { lookup, retryDelaysMs: [], timeoutMs: 400 } },
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const create = (user: TestUser, url: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/seller/webhooks',
      headers: user.headers,
      payload: { url, events: ['license.created'] },
    });

  it('refuses each inner form as a literal at creation and on a change of URL', async () => {
    const seller = await createUser(ctx);
    const made = await create(seller, 'https://public.test/hook');
    expect(made.statusCode, made.body).toBe(201);
    for (const [form, address] of INNER) {
      const url = `http://[${address}]:8080/hook`;
      const res = await create(seller, url);
      expect(res.statusCode, form).toBe(400);
      expect(res.json(), form).toEqual({ error: URL_MESSAGES.forbidden });
      const patched = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/seller/webhooks/${made.json().id}`,
        headers: seller.headers,
        payload: { url },
      });
      expect(patched.statusCode, form).toBe(400);
      expect(patched.json(), form).toEqual({ error: URL_MESSAGES.forbidden });
    }
  });

  it('refuses a host name that resolves to an inner form', async () => {
    const seller = await createUser(ctx);
    for (const [form, address] of INNER) {
      names.set('inner.test', address);
      const res = await create(seller, 'https://inner.test/hook');
      expect(res.statusCode, form).toBe(400);
      expect(res.json(), form).toEqual({ error: URL_MESSAGES.forbidden });
    }
  });

  it('accepts the public forms', async () => {
    const seller = await createUser(ctx);
    // At most a few endpoints per seller: one change of URL after another.
    const made = await create(seller, 'https://public.test/hook');
    for (const [form, address] of PUBLIC) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/seller/webhooks/${made.json().id}`,
        headers: seller.headers,
        payload: { url: `https://[${address}]/hook` },
      });
      expect(res.statusCode, `${form}: ${res.body}`).toBe(200);
    }
  });

  it('refuses at delivery when the name now resolves to an inner form, without connecting', async () => {
    for (const [form, address] of INNER) {
      const sent = await postWebhook('http://rebound.test:8080/hook', {}, '{}', {
        lookup: async () => [{ address, family: 6 }],
        allowPrivate: false,
        timeoutMs: 400,
        maxResponseBytes: 1024,
      });
      expect(sent, form).toMatchObject({ ok: false, status: null, error: URL_MESSAGES.forbidden });
    }
  });

  it('records the refusal in the delivery log of a queued event', async () => {
    const seller = await createUser(ctx);
    names.set('rebind.test', '93.184.216.34');
    const made = await create(seller, 'http://rebind.test:8080/hook');
    expect(made.statusCode, made.body).toBe(201);
    // The name moves inward after the check at creation.
    names.set('rebind.test', '::ffff:0:a9fe:a9fe');
    const test = await ctx.app.inject({
      method: 'POST',
      url: `/api/seller/webhooks/${made.json().id}/test`,
      headers: seller.headers,
    });
    expect(test.statusCode, test.body).toBe(202);
    await ctx.app.jobs.runDueNow();
    const log = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/webhooks/${made.json().id}/deliveries`,
      headers: seller.headers,
    });
    expect(log.json().deliveries[0]).toMatchObject({
      status: 'failed',
      error: URL_MESSAGES.forbidden,
      responseStatus: null,
    });
  });
});
