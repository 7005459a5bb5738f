import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { githubPopupMessageFromQuery, type GitHubPopupMessage } from '@/lib/github-popup';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Code-hosting popup return: tell the opener how the authorization went (same
 * origin only) and close. Opened directly, it explains what happened instead.
 */
export function Component() {
  useDocumentTitle('GitHub authorization');
  const [searchParams] = useSearchParams();
  const message = useMemo(() => githubPopupMessageFromQuery(searchParams), [searchParams]);
  const [opener] = useState(() => {
    const w = window.opener as Window | null;
    return w && !w.closed ? w : null;
  });
  const orphan: GitHubPopupMessage | null = opener ? null : message;

  useEffect(() => {
    if (!opener) return;
    opener.postMessage(message, window.location.origin);
    window.close();
  }, [opener, message]);

  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      {orphan === null ? (
        <p role="status" className="text-slate-600">
          Completing GitHub authorization... This window will close automatically.
        </p>
      ) : (
        <div className="space-y-6">
          {orphan.type === 'success' ? (
            <Alert variant="success" title="GitHub authorization received">
              You can close this window and return to Codebazaar.
            </Alert>
          ) : (
            <Alert variant="error" title="GitHub authentication failed">
              {orphan.error}
            </Alert>
          )}
          <ButtonLink to={paths.dashboard}>Go to dashboard</ButtonLink>
        </div>
      )}
    </div>
  );
}
