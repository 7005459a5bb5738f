/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Which unique index a failed insert or update hit, when it was a unique violation on users.
 * Drivers wrap the database error (Drizzle puts it in `cause`): the chain is searched.
 */
export function uniqueViolation(err: unknown): 'username' | 'email' | 'other' | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code !== UNIQUE_VIOLATION) continue;
    const where = `${constraint ?? ''} ${message ?? ''}`;
    if (where.includes('users_username_lower_idx')) return 'username';
    if (where.includes('users_email_lower_idx')) return 'email';
    return 'other';
  }
  return null;
}
