import { describe, expect, it } from 'vitest';

import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides tokens, OAuth codes and states, users and emails in the query', () => {
    expect(redactUrl('/reset-password?token=abc-123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/auth/github/callback?code=c0de&state=s7&x=1')).toBe(
      '/api/auth/github/callback?code=[redacted]&state=[redacted]&x=1',
    );
    expect(redactUrl('/auth/success?user=%7B%22email%22%3A%22a%40b.c%22%7D')).toBe(
      '/auth/success?user=[redacted]',
    );
    expect(redactUrl('/x?Email=a%40b.c&%74oken=t')).toBe('/x?Email=[redacted]&%74oken=[redacted]');
  });

  it('keeps every other part of the URL as it was', () => {
    expect(redactUrl('/api/projects')).toBe('/api/projects');
    expect(redactUrl('/api/projects?search=react%20app&page=2&flag')).toBe(
      '/api/projects?search=react%20app&page=2&flag',
    );
    expect(redactUrl('/x?tokens=1&%E0%A4%A=2')).toBe('/x?tokens=1&%E0%A4%A=2');
  });
});
