import { z } from 'zod';

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './rules/auth';

export * from './rules/auth';

export const userRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The signed-in user's own view of their account. */
export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: userRoleSchema,
  createdAt: z.string(),
  reputation: z.number().int(),
  projectsCount: z.number().int(),
  purchasesCount: z.number().int(),
  isVerified: z.boolean(),
  /** The address the user asked to move to, until they follow the link mailed there. */
  pendingEmail: z.string().nullable().optional(),
  profileImage: z.string().nullable(),
  website: z.string().nullable(),
  githubProfile: z.object({ username: z.string() }).nullable(),
  profile: z.object({ displayName: z.string().nullable(), bio: z.string().nullable() }),
});
export type User = z.infer<typeof userSchema>;

const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Username may contain only letters, digits, hyphens and underscores');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  // The OpenAPI document states the format the pipe enforces (its input side is a plain string).
  .meta({ format: 'email' });

export const registerInputSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** The register form adds the confirmation field, checked only in the browser. */
export const registerFormSchema = registerInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginInputSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });

/** Only http(s) links: a `javascript:` website would run script wherever it is linked. */
const optionalUrl = z
  .union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, error: 'Please enter a valid http(s) URL' })
      .max(500, 'URL is too long'),
  ])
  .nullable()
  .optional();

export const updateProfileInputSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  displayName: z
    .string({ error: 'Display name must be text' })
    .trim()
    .max(80, 'Display name must be at most 80 characters')
    .nullable()
    .optional(),
  bio: z
    .string({ error: 'Bio must be text' })
    .trim()
    .max(1000, 'Bio must be at most 1000 characters')
    .nullable()
    .optional(),
  website: optionalUrl,
  profileImage: optionalUrl,
  /** Needed only to change the email address: proves that the account's owner asks. */
  currentPassword: z
    .string({ error: 'Current password is incorrect' })
    .max(1024, 'Current password is incorrect')
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024, 'Current password is incorrect'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: 'This password reset link is invalid or has expired' })
    .min(1, 'This password reset link is invalid or has expired')
    .max(200, 'This password reset link is invalid or has expired'),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const verifyEmailInputSchema = z.object({
  token: z
    .string({ error: 'This verification link is invalid or has expired' })
    .min(1, 'This verification link is invalid or has expired')
    .max(200, 'This verification link is invalid or has expired'),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;
