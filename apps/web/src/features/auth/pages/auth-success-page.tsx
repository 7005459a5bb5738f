import type { User } from '@codebazaar/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { followIntendedAction } from '@/lib/intended-action';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The 'user' query value: JSON, possibly base64url-encoded by the server. */
function parseUserParam(raw: string | null): User | null {
  if (!raw) return null;
  const attempts = [() => raw, () => atob(raw.replace(/-/g, '+').replace(/_/g, '/'))];
  for (const decode of attempts) {
    try {
      const value = JSON.parse(decode()) as Record<string, unknown> | null;
      if (
        value &&
        typeof value === 'object' &&
        typeof value.username === 'string' &&
        (typeof value.id === 'string' || typeof value._id === 'string')
      ) {
        const id = (value.id ?? value._id) as string;
        return { ...value, id, _id: (value._id as string | undefined) ?? id } as User;
      }
    } catch {
      // try the next encoding
    }
  }
  return null;
}

/** OAuth completion: store the user and the placeholder token, then go on. */
export function Component() {
  useDocumentTitle('Signing you in');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { oauthLogin, refresh } = useAuth();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const user = parseUserParam(searchParams.get('user'));
    if (!user) {
      void navigate(`${paths.login}?error=oauth`, { replace: true });
      return;
    }
    oauthLogin(user);
    // The session itself is the cookie: reading the profile confirms it and fills every field.
    void refresh();
    void navigate(followIntendedAction() ?? paths.dashboard, { replace: true });
  }, [searchParams, navigate, oauthLogin, refresh]);

  return <PageSpinner label="Signing you in" />;
}
