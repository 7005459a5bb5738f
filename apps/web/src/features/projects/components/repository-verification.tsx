import { useQuery } from '@tanstack/react-query';

import { Badge } from '@/components/ui/badge';
import { AlertCircle, CheckCircle2, Lock, Star } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useGitHubStatus } from '@/lib/github-api';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { verifyRepositoryQueryOptions } from '../api/verify-repository';

/** How long the URL must stay unchanged before it is verified. */
export const VERIFY_DEBOUNCE_MS = 600;
const DEFAULT_GITHUB_WEB_URL = 'https://github.com';

function githubHost(webUrl: string | undefined) {
  try {
    return new URL(webUrl || DEFAULT_GITHUB_WEB_URL).host.toLowerCase();
  } catch {
    return 'github.com';
  }
}

/**
 * Repository URL verification (docs/product-rules.md#projects): when the URL contains the GitHub
 * host, the server checks the repository with the user's GitHub account and the result shows under
 * the field (verifying, verified or failed). Nothing shows unless the user is signed in and GitHub
 * is configured and connected.
 */
export function RepositoryVerification({ url, id }: { url: string; id?: string }) {
  const { user } = useAuth();
  const status = useGitHubStatus();
  const debounced = useDebouncedValue(url.trim(), VERIFY_DEBOUNCE_MS);
  const host = githubHost(status.data?.webUrl);
  const active =
    Boolean(user) &&
    status.availability.state === 'ready' &&
    status.availability.isConnected &&
    debounced.toLowerCase().includes(host);
  const query = useQuery({ ...verifyRepositoryQueryOptions(debounced), enabled: active });

  if (!active) return null;
  if (query.isPending) {
    return (
      <p id={id} className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner size="sm" label="Verifying repository" />
        Verifying repository...
      </p>
    );
  }
  if (query.isError) {
    const err = query.error;
    const clientError = err instanceof ApiError && err.status >= 400 && err.status < 500;
    return (
      <div
        id={id}
        role="alert"
        className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
      >
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
        {clientError ? (
          <p>
            <span className="font-semibold">Verification failed</span>: {err.message}
          </p>
        ) : (
          <p>Failed to verify repository</p>
        )}
      </div>
    );
  }
  const repo = query.data;
  return (
    <div
      id={id}
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      <span className="flex items-center gap-1.5 font-semibold">
        <CheckCircle2 className="size-4" aria-hidden />
        Verified: <span className="break-all">{repo.fullName}</span>
      </span>
      {repo.language && <span>{repo.language}</span>}
      <span className="flex items-center gap-1">
        <Star className="size-3.5" aria-hidden />
        {repo.stars}
        <span className="sr-only">stars</span>
      </span>
      {repo.isPrivate && (
        <Badge variant="warning">
          <Lock className="size-3" aria-hidden />
          Private
        </Badge>
      )}
    </div>
  );
}
