import type { User } from '@codebazaar/shared';
import { GITHUB_MESSAGES } from '@codebazaar/shared/rules';
import type { ReactNode } from 'react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { GitHubIcon } from '@/components/ui/github-icon';
import { Ban, CircleCheck, Clock, Link2Off } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useGitHubStatus } from '@/lib/github-api';

import { useResendVerification } from '../api/account';

/** Email verification and the GitHub connection. */
export function SecurityStatus({ user }: { user: User }) {
  const resend = useResendVerification();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => toast.success(res?.message ?? `Verification email sent to ${user.email}`),
      onError: (err) =>
        toast.error(errorMessage(err, 'Could not send the verification email. Please try again.')),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Security status</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-medium text-slate-900">Email address</p>
            <p className="text-sm text-slate-600">{user.email}</p>
          </div>
          {user.isVerified ? (
            <Badge variant="success">
              <CircleCheck className="size-3.5" aria-hidden />
              Verified
            </Badge>
          ) : (
            <Badge variant="warning">
              <Clock className="size-3.5" aria-hidden />
              Verification pending
            </Badge>
          )}
        </div>
        {!user.isVerified && (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p>Check your inbox for the verification link we sent when you signed up.</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              loading={resend.isPending}
              disabled={resend.isSuccess}
              onClick={onResend}
            >
              {resend.isSuccess ? 'Verification email sent' : 'Resend verification email'}
            </Button>
          </div>
        )}
        <GitHubRow linkedAs={user.githubProfile?.username ?? null} />
      </CardContent>
    </Card>
  );
}

/**
 * The GitHub line tells what this server can do: a server without GitHub grants no repository
 * access, whatever account the user once linked.
 */
function GitHubRow({ linkedAs }: { linkedAs: string | null }) {
  const { availability } = useGitHubStatus();
  let text: string;
  let badge: ReactNode;
  if (availability.state === 'loading') {
    text = 'Checking the GitHub connection…';
    badge = null;
  } else if (availability.state === 'not-configured') {
    text = `${GITHUB_MESSAGES.notConfigured}: repositories cannot be imported and purchases get no automatic repository access.`;
    badge = (
      <Badge variant="neutral">
        <Ban className="size-3.5" aria-hidden />
        Not available
      </Badge>
    );
  } else if (availability.isConnected) {
    const name = availability.username ?? linkedAs;
    text = `Connected${name ? ` as ${name}` : ''}. Repository access for purchases is granted automatically.`;
    badge = (
      <Badge variant="success">
        <GitHubIcon className="size-3.5" />
        Connected
      </Badge>
    );
  } else {
    text =
      'Connect GitHub to import repositories and receive access to purchased private repositories automatically.';
    badge = (
      <Badge variant="neutral">
        <Link2Off className="size-3.5" aria-hidden />
        Not connected
      </Badge>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <div>
        <p className="font-medium text-slate-900">GitHub account</p>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      {badge}
    </div>
  );
}
