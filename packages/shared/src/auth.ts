import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/** Spec §9: the value stored as token after an OAuth sign-in (the real session is the cookie). */
export const OAUTH_PLACEHOLDER_TOKEN = 'oauth-authenticated';

export const userRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The signed-in user's own view of their account (spec §3 User). */
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
  .pipe(z.email('Please enter a valid email address'));

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
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const authResponseSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = z.object({ user: userSchema });

const optionalUrl = z
  .union([z.literal(''), z.url('Please enter a valid URL').max(500)])
  .nullable()
  .optional();

export const updateProfileInputSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  displayName: z.string().trim().max(80).nullable().optional(),
  bio: z.string().trim().max(1000).nullable().optional(),
  website: optionalUrl,
  profileImage: optionalUrl,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: passwordSchema,
});

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export const resetPasswordInputSchema = z.object({
  token: z.string().min(1, 'Reset link is invalid').max(200),
  password: passwordSchema,
});
export const verifyEmailInputSchema = z.object({
  token: z.string().min(1, 'Verification link is invalid').max(200),
});

/** Spec §6: isAdmin is true only when the user's role is admin. */
export const isAdmin = (user: { role?: string } | null | undefined): boolean =>
  user?.role === 'admin';
