import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { useAuth } from './auth';
import { useGitHubStatus } from './github-api';
import { githubKeys } from './query-keys';
import { useGitHubPopup } from './use-github-popup';

/** Connect polling every 2 seconds, at most 300 seconds (docs/product-rules.md#github-popup). */
export const GITHUB_STATUS_POLL_MS = 2000;
export const GITHUB_STATUS_POLL_LIMIT_MS = 300_000;

/**
 * Connect GitHub for the signed-in user (docs/product-rules.md#github-popup): the popup, the
 * code exchange, then the status polled every 2 seconds (for at most 5 minutes) until it
 * reports the account connected. The profile is re-read so the whole app sees the link.
 */
export function useGitHubConnect() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  // 'on' from the code exchange until connected; 'expired' after the limit.
  const [poll, setPoll] = useState<'off' | 'on' | 'expired'>('off');
  const status = useGitHubStatus({
    refetchInterval: (data) =>
      poll === 'on' && !data?.isConnected ? GITHUB_STATUS_POLL_MS : false,
  });
  const isConnected = status.availability.state === 'ready' && status.availability.isConnected;
  const polling = poll === 'on' && !isConnected;

  const popup = useGitHubPopup({
    purpose: 'connect',
    onAuthorized: async () => {
      setPoll('on');
      await queryClient.invalidateQueries({ queryKey: githubKeys.status() });
    },
  });

  // Polling ends once connected (the profile is then re-read) or after the limit.
  useEffect(() => {
    if (poll !== 'on') return;
    if (isConnected) {
      void refresh();
      return;
    }
    const timer = window.setTimeout(() => setPoll('expired'), GITHUB_STATUS_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [poll, isConnected, refresh]);

  return {
    availability: status.availability,
    isConnected,
    username: status.availability.state === 'ready' ? status.availability.username : null,
    /** The popup is open or the status is being polled. */
    connecting: popup.status === 'connecting' || polling,
    error: popup.error,
    connect: popup.start,
  };
}
