import type { AuthResponse } from '@codebazaar/shared';
import { GITHUB_MESSAGES } from '@codebazaar/shared/rules';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { GitHubIcon } from '@/components/ui/github-icon';
import { fullPageRedirect } from '@/lib/full-page-redirect';
import { GITHUB_FULL_PAGE_SIGN_IN, useGitHubStatus } from '@/lib/github-api';
import { useGitHubPopup } from '@/lib/use-github-popup';

export interface GitHubSignInProps {
  label: string;
  /** The session the popup produced: sign in and move on like a password sign-in. */
  onSignedIn: (res: AuthResponse) => void | Promise<void>;
}

/**
 * Sign-in with the code-hosting account (docs/product-rules.md#github-popup), then the "or
 * continue with email" divider. A popup when the browser allows one, else the full-page flow.
 * Only a server with a GitHub OAuth app shows it: without one the page leads with the form and
 * `GitHubSignInNote` says so once, quietly.
 */
export function GitHubSignIn({ label, onSignedIn }: GitHubSignInProps) {
  const { availability } = useGitHubStatus();
  if (availability.state !== 'ready') return null;
  return <GitHubSignInButton label={label} onSignedIn={onSignedIn} />;
}

function GitHubSignInButton({ label, onSignedIn }: GitHubSignInProps) {
  const popup = useGitHubPopup({
    purpose: 'login',
    onAuthorized: onSignedIn,
    // Blocked popup: the server's full-page flow ends on /auth/success.
    onBlocked: () => fullPageRedirect(GITHUB_FULL_PAGE_SIGN_IN),
  });
  const busy = popup.status === 'connecting' || popup.status === 'success';
  return (
    <>
      <div className="space-y-2">
        <Button
          variant="outline"
          className="w-full"
          loading={busy}
          icon={<GitHubIcon className="size-5" />}
          onClick={popup.start}
        >
          {popup.status === 'connecting' ? 'Waiting for GitHub…' : label}
        </Button>
        {popup.error && <Alert variant="error">{popup.error}</Alert>}
      </div>
      <OrDivider />
    </>
  );
}

/** Below the form on a server without GitHub: the one quiet line that says why there is none. */
export function GitHubSignInNote() {
  const { availability } = useGitHubStatus();
  if (availability.state !== 'not-configured') return null;
  return <p className="text-center text-xs text-slate-500">{GITHUB_MESSAGES.signInNotSetUp}</p>;
}

function OrDivider() {
  return (
    <div className="relative text-center text-xs tracking-wide text-slate-500 uppercase">
      <span className="absolute inset-x-0 top-1/2 h-px bg-slate-200" aria-hidden />
      <span className="relative bg-white px-3">or continue with email</span>
    </div>
  );
}
