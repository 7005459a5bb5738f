import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';

import { errorLogSerializer, maskEmail, redactUrl } from './log-redaction';

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

describe('errorLogSerializer', () => {
  it('keeps the SQL and the cause, not the values of a failed query', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'users_email_lower_idx',
      detail: 'Key (lower(email))=(ann@example.com) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ann@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA\nsecond line'],
      cause,
    );
    const logged = errorLogSerializer(err);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('ann@example.com');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('second line');
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.message).toContain('insert into "users" ("email", "password_hash")');
    expect(logged.message).toContain('params: [redacted]');
    expect(logged.stack).toMatch(/\n\s+at /);
    expect(logged.message).toContain('duplicate key value violates unique constraint');
    expect(logged.stack).toContain('caused by: Error: duplicate key value');
  });

  it('leaves other errors as the standard serializer writes them', () => {
    const err = Object.assign(new Error('boom'), { statusCode: 502 });
    expect(errorLogSerializer(err)).toMatchObject({
      type: 'Error',
      message: 'boom',
      statusCode: 502,
    });
    expect(errorLogSerializer('not an error')).toBe('not an error');
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ann.lee@example.com')).toBe('a…@example.com');
    expect(maskEmail('no-at-sign')).toBe('…');
  });
});
