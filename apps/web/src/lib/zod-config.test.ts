import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';

import './zod-config';

describe('zod configuration', () => {
  it('turns off the parsers compiled with new Function, which the CSP forbids', () => {
    expect(config().jitless).toBe(true);
  });
});
