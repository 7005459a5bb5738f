import type { ManageGithubAccessInput, RepositoryLicenseRecord } from '@codebazaar/shared';
import { ACCESS_STATE_TEXT, GITHUB_MESSAGES } from '@codebazaar/shared/rules';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeft, FolderGit2, Info, RefreshCw } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { useManageGithubAccess, useSellerGithubLicenses } from '../api/repository-access';
import { LicenseAccessList } from '../components/license-access-list';
import { ReconcilePanel } from '../components/reconcile-panel';

/** A success message clears after 5000 ms (docs/product-rules.md#repository-access). */
export const SUCCESS_CLEAR_MS = 5000;

/** /github-access: the repository access manager. */
export function Component() {
  useDocumentTitle('GitHub Access Management');
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <EmptyState
          titleAs="h1"
          title="Please sign in to manage GitHub access."
          action={<ButtonLink to={paths.login}>Sign in</ButtonLink>}
        />
      </div>
    );
  }
  return <RepositoryAccessManager />;
}

function RepositoryAccessManager() {
  const query = useSellerGithubLicenses();
  const manage = useManageGithubAccess();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(null), SUCCESS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const onAction = (
    license: RepositoryLicenseRecord,
    action: ManageGithubAccessInput['action'],
  ) => {
    setSuccess(null);
    setActionError(null);
    setPendingId(license._id);
    manage.mutate(
      { licenseId: license._id, action },
      {
        onSuccess: () =>
          setSuccess(action === 'grant' ? GITHUB_MESSAGES.granted : GITHUB_MESSAGES.revoked),
        onError: (err) => setActionError(errorMessage(err, `Failed to ${action} access`)),
        onSettled: () => setPendingId(null),
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to={paths.sellerDashboard}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back to Seller Dashboard
      </Link>
      <PageHeader
        title="GitHub Access Management"
        description="Buyers of your projects get read-only access to the GitHub repository. Check each invitation and grant or revoke access here."
        actions={
          <Button
            variant="outline"
            icon={<RefreshCw className="size-4" aria-hidden />}
            loading={query.isFetching && !query.isPending}
            onClick={() => void query.refetch()}
          >
            Refresh
          </Button>
        }
      />

      {success && <Alert variant="success">{success}</Alert>}
      {actionError && <Alert variant="error">{actionError}</Alert>}

      {query.isPending ? (
        <PageSpinner label="Loading licenses" />
      ) : query.isError ? (
        <Alert
          variant="error"
          action={
            <Button
              variant="outline"
              size="sm"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
          }
        >
          {errorMessage(query.error, 'Failed to load licenses')}
        </Alert>
      ) : (
        <>
          <ReconcilePanel githubConfigured={query.data.githubConfigured} />
          <AccessList
            licenses={query.data.licenses}
            githubConfigured={query.data.githubConfigured}
            pendingId={pendingId}
            onAction={onAction}
          />
        </>
      )}

      <section
        aria-labelledby="access-explainer"
        className="rounded-xl border border-indigo-100 bg-indigo-50/70 p-5 text-sm text-indigo-950"
      >
        <h2 id="access-explainer" className="flex items-center gap-2 font-semibold">
          <Info className="size-4" aria-hidden />
          How repository access works
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-indigo-900/90">
          <li>
            When a license becomes active and the buyer has connected GitHub, Codebazaar invites
            them to your repository with read-only (pull) access.
          </li>
          <li>
            The status shows <strong>{ACCESS_STATE_TEXT.invited.label}</strong> until the buyer
            accepts on GitHub, then <strong>{ACCESS_STATE_TEXT.active.label}</strong>, the same
            words the buyer reads in their library. An invitation left unanswered for 7 days
            expires; it is sent once more on its own and the buyer is emailed. GitHub accepts at
            most 50 invitations a day per repository; the rest wait for the next day.
          </li>
          <li>
            <strong>Grant</strong> sends the invitation again; <strong>Revoke</strong> removes the
            buyer from the repository and cancels a pending invitation. A refund revokes access
            automatically.
          </li>
          <li>
            Buyers without a GitHub account are invited as soon as they connect one from their
            profile. GitHub errors are shown beside the status and retried later.
          </li>
        </ul>
      </section>
    </div>
  );
}

/** The list, or its empty state; without GitHub, a notice above it and no grant or revoke. */
function AccessList({
  licenses,
  githubConfigured,
  pendingId,
  onAction,
}: {
  licenses: RepositoryLicenseRecord[];
  githubConfigured: boolean;
  pendingId: string | null;
  onAction: (license: RepositoryLicenseRecord, action: ManageGithubAccessInput['action']) => void;
}) {
  return (
    <>
      {!githubConfigured && <Alert variant="info">{GITHUB_MESSAGES.accessNotConfigured}</Alert>}
      {licenses.length === 0 ? (
        <EmptyState
          icon={FolderGit2}
          title="No repository licenses yet"
          description="When someone buys or claims one of your projects with a GitHub repository, the buyer and their repository access appear here."
          action={
            <ButtonLink to={paths.postProjects} variant="outline">
              Post a project
            </ButtonLink>
          }
        />
      ) : (
        <LicenseAccessList
          licenses={licenses}
          pendingId={pendingId}
          githubConfigured={githubConfigured}
          onAction={githubConfigured ? onAction : undefined}
        />
      )}
    </>
  );
}
