import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    reputation: integer().notNull().default(0),
    displayName: text(),
    bio: text(),
    profileImage: text(),
    website: text(),
    githubId: text(),
    githubUsername: text(),
    githubTokenEncrypted: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** An address the user asked to move to: it becomes `email` once its mailed link is used. */
    pendingEmail: text(),
    /** Set while an admin has suspended the account: it cannot sign in (modules/admin). */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_github_id_idx').on(t.githubId),
  ],
);
