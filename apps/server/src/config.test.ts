import os from 'node:os';

import { describe, expect, it } from 'vitest';

import { loadConfig } from './config';

const pg = 'postgres://postgres@127.0.0.1:5432/app';

describe('WEB_CONCURRENCY', () => {
  it('runs one process by default', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: pg }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development' }).WEB_CONCURRENCY).toBe(1);
  });

  it('auto: one process per core in production on PostgreSQL, else one', () => {
    const auto = { WEB_CONCURRENCY: 'auto' };
    expect(loadConfig({ ...auto, NODE_ENV: 'production', DATABASE_URL: pg }).WEB_CONCURRENCY).toBe(
      os.availableParallelism(),
    );
    expect(loadConfig({ ...auto, NODE_ENV: 'production' }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ ...auto, NODE_ENV: 'development', DATABASE_URL: pg }).WEB_CONCURRENCY).toBe(
      1,
    );
  });

  it('takes a number as given', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: pg, WEB_CONCURRENCY: '3' });
    expect(config.WEB_CONCURRENCY).toBe(3);
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['0', 'many', '65', '1.5']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: value }), value).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
