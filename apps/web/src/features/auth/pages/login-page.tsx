import { loginInputSchema, type AuthResponse, type LoginInput } from '@codebazaar/shared';
import { githubSignInFailureText } from '@codebazaar/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
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
import { redirectFromState } from '../utils/redirect';

export function Component() {
  useDocumentTitle('Sign in');
  const { user, login, oauthLogin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });

  // Someone already signed in has nothing to do here.
  if (user && !signingIn) {
    return <Navigate to={redirectFromState(location.state) ?? paths.dashboard} replace />;
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSigningIn(true);
    try {
      const signedIn = await login(values);
      toast.success(`Welcome back, ${signedIn.username}!`);
      const target = followIntendedAction() ?? redirectFromState(location.state) ?? paths.dashboard;
      await navigate(target, { replace: true });
    } catch (err) {
      setSigningIn(false);
      setServerError(errorMessage(err, 'Login failed'));
    }
  });

  // GitHub popup sign-in: the same session start and destination as the form.
  const onGitHubSignedIn = async (res: AuthResponse) => {
    setServerError(null);
    setSigningIn(true);
    oauthLogin(res.user, res.token);
    toast.success(`Welcome back, ${res.user.username}!`);
    const target = followIntendedAction() ?? redirectFromState(location.state) ?? paths.dashboard;
    await navigate(target, { replace: true });
  };

  const oauthFailed = searchParams.get('error') === 'oauth';
  // The full-page GitHub flow may name the cause with a known code (never a text of its own).
  const oauthReason = oauthFailed ? githubSignInFailureText(searchParams.get('reason')) : null;

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to claim, buy and publish projects."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register} className="font-medium text-indigo-600 hover:text-indigo-700">
            Create one
          </Link>
        </>
      }
    >
      {oauthFailed && (
        <Alert
          variant="error"
          title={oauthReason ? 'OAuth authentication failed. Please try again.' : undefined}
        >
          {oauthReason ?? 'OAuth authentication failed. Please try again.'}
        </Alert>
      )}
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <GitHubSignIn label="Sign in with GitHub" onSignedIn={onGitHubSignedIn} />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldAria('email', errors.email?.message)}
            type="email"
            autoComplete="email"
            autoFocus
            {...register('email')}
          />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          <PasswordInput
            {...fieldAria('password', errors.password?.message)}
            autoComplete="current-password"
            {...register('password')}
          />
        </Field>
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-indigo-600 hover:text-indigo-700"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <GitHubSignInNote />
    </AuthLayout>
  );
}
