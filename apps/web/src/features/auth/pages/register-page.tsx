import { registerFormSchema, type AuthResponse, type RegisterForm } from '@codebazaar/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { followIntendedAction } from '@/lib/intended-action';
import { useDocumentTitle } from '@/lib/use-document-title';

import { AuthLayout } from '../components/auth-layout';
import { GitHubSignIn, GitHubSignInNote } from '../components/github-sign-in';

export function Component() {
  useDocumentTitle('Create your account');
  const { user, register: registerAccount, oauthLogin } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  if (user && !registering) return <Navigate to={paths.dashboard} replace />;

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setServerError(null);
    setRegistering(true);
    try {
      const created = await registerAccount({ username, email, password });
      toast.success(`Welcome to Codebazaar, ${created.username}!`);
      await navigate(paths.dashboard, { replace: true });
    } catch (err) {
      setRegistering(false);
      setServerError(errorMessage(err, 'Registration failed'));
    }
  });

  // GitHub popup sign-up: an existing GitHub account simply signs in
  // (docs/product-rules.md#github-popup).
  const onGitHubSignedIn = async (res: AuthResponse) => {
    setServerError(null);
    setRegistering(true);
    oauthLogin(res.user, res.token);
    toast.success(`Welcome to Codebazaar, ${res.user.username}!`);
    await navigate(followIntendedAction() ?? paths.dashboard, { replace: true });
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Share your projects, run demos and license your code."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-indigo-600 hover:text-indigo-700">
            Sign in
          </Link>
        </>
      }
    >
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <GitHubSignIn label="Sign up with GitHub" onSignedIn={onGitHubSignedIn} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field
          id="username"
          label="Username"
          error={errors.username?.message}
          hint="3-30 letters, digits, hyphens or underscores."
        >
          <Input
            {...fieldAria('username', errors.username?.message, true)}
            autoComplete="username"
            autoFocus
            {...register('username')}
          />
        </Field>
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldAria('email', errors.email?.message)}
            type="email"
            autoComplete="email"
            {...register('email')}
          />
        </Field>
        <Field
          id="password"
          label="Password"
          error={errors.password?.message}
          hint="At least 6 characters."
        >
          <PasswordInput
            {...fieldAria('password', errors.password?.message, true)}
            autoComplete="new-password"
            {...register('password')}
          />
        </Field>
        <Field
          id="confirmPassword"
          label="Confirm password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            {...fieldAria('confirmPassword', errors.confirmPassword?.message)}
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <GitHubSignInNote />
    </AuthLayout>
  );
}
