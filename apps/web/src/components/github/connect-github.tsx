import { GITHUB_MESSAGES } from '@codebazaar/shared/rules';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { GitHubIcon } from '@/components/ui/github-icon';
import { CircleCheck } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useGitHubConnect } from '@/lib/use-github-connect';

export interface ConnectGitHubProps {
  /** Label of the connect button. */
  label?: string;
  className?: string;
  /** Shown beside the badge once connected (hidden when false). */
  showConnected?: boolean;
}

/**
 * The Connect GitHub action for a signed-in user (docs/product-rules.md#github-popup): disabled
 * with the reason when the server has no GitHub app, the connected username once linked.
 */
export function ConnectGitHub({
  label = 'Connect GitHub',
  className,
  showConnected = true,
}: ConnectGitHubProps) {
  const { availability, isConnected, username, connecting, error, connect } = useGitHubConnect();
  const notConfigured = availability.state === 'not-configured';

  if (isConnected) {
    if (!showConnected) return null;
    return (
      <Badge variant="success" className={className}>
        <CircleCheck className="size-3.5" aria-hidden />
        {username ? `Connected as ${username}` : 'Connected'}
      </Badge>
    );
  }
  return (
    <div className={cn('space-y-3', className)}>
      <Button
        variant="outline"
        icon={<GitHubIcon className="size-4" />}
        disabled={availability.state !== 'ready'}
        loading={connecting}
        aria-describedby={notConfigured ? 'github-connect-note' : undefined}
        onClick={connect}
      >
        {connecting ? 'Connecting...' : label}
      </Button>
      {notConfigured && (
        <p id="github-connect-note" className="text-xs text-slate-500">
          {GITHUB_MESSAGES.notConfigured}
        </p>
      )}
      {error && <Alert variant="error">{error}</Alert>}
    </div>
  );
}
