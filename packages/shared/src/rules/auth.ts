/** The zod-free part of the auth contract (limits, messages, roles). */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
/**
 * The value stored as token after an OAuth sign-in (the real session is the cookie)
 * (docs/product-rules.md#session).
 */
export const OAUTH_PLACEHOLDER_TOKEN = 'oauth-authenticated';

/**
 * Server texts the web pages may show or match (docs/product-rules.md#texts, plus the auth flows
 * around it).
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  accountSuspended: 'This account is suspended',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  commonPassword: 'This password is too common',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  currentPasswordIncorrect: 'Current password is incorrect',
  currentPasswordRequiredForEmail: 'Enter your current password to change your email address',
  passwordNeededForEmail:
    'Your account has no password yet. Set one with "Forgot password?" on the sign-in page, then change your email address.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  resetLinkInvalid: 'This password reset link is invalid or has expired',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  forgotPasswordSent:
    'If an account exists for that email, we have sent a link to reset your password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired',
  emailVerified: 'Your email address has been verified.',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We have sent a new verification link to your email address.',
  signedOut: 'Signed out',
  crossSite: 'Cross-site request refused',
} as const;

/** isAdmin is true only when the user's role is admin (docs/product-rules.md#session). */
export const isAdmin = (user: { role?: string } | null | undefined): boolean =>
  user?.role === 'admin';
