import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { CircleCheck, MailWarning } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { getVerifyEmailQueryOptions } from '../api/account-recovery';
import { AuthLayout } from '../components/auth-layout';

function Outcome({ ok, message }: { ok: boolean; message: string }) {
  const { user } = useAuth();
  const Icon = ok ? CircleCheck : MailWarning;
  return (
    <div className="space-y-5 text-center">
      <span
        className={`mx-auto flex size-12 items-center justify-center rounded-full ${ok ? 'bg-emerald-50 text-emerald-600' : 'bg-red-50 text-red-600'}`}
      >
        <Icon className="size-6" aria-hidden />
      </span>
      <p role={ok ? 'status' : 'alert'} className="text-slate-700">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {user ? (
          <ButtonLink to={ok ? paths.dashboard : paths.profile}>
            {ok ? 'Go to dashboard' : 'Go to your profile'}
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.login}>Sign in</ButtonLink>
        )}
      </div>
    </div>
  );
}

export function Component() {
  useDocumentTitle('Verify email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { user, refresh } = useAuth();
  const query = useQuery({ ...getVerifyEmailQueryOptions(token), enabled: token !== '' });
  const signedIn = user !== null;

  // A signed-in user's profile now says "verified": re-read it once.
  useEffect(() => {
    if (query.isSuccess && signedIn) void refresh();
  }, [query.isSuccess, signedIn, refresh]);

  let body;
  if (!token) {
    body = <Outcome ok={false} message="Verification link is invalid" />;
  } else if (query.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-4 text-slate-600">
        <Spinner size="lg" label="Verifying your email" />
        <p>Verifying your email...</p>
      </div>
    );
  } else if (query.isError) {
    body = (
      <Outcome
        ok={false}
        message={errorMessage(
          query.error,
          'We could not verify your email. The link may have expired.',
        )}
      />
    );
  } else {
    body = <Outcome ok message={query.data?.message ?? 'Your email address has been verified.'} />;
  }

  return <AuthLayout title="Email verification">{body}</AuthLayout>;
}
