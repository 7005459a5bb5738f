import type { AuthResponse } from '@codebazaar/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import { errorMessage } from './api-client';
import { completeGitHubOAuth, getGitHubAuthUrl } from './github-api';
import { isGitHubPopupMessage } from './github-popup';

/**
 * The popup is 600x700, watched every second, and the listener removed after 300000 ms
 * (docs/product-rules.md#github-popup).
 */
export const GITHUB_POPUP_WIDTH = 600;
export const GITHUB_POPUP_HEIGHT = 700;
export const GITHUB_POPUP_WATCH_MS = 1000;
export const GITHUB_POPUP_TIMEOUT_MS = 300_000;

/** Popup texts (docs/product-rules.md#texts). */
export const POPUP_MESSAGES = {
  blocked: 'Popup blocked. Please allow popups for this site.',
  authFailed: 'GitHub authentication failed',
  loginFailed: 'Failed to initiate GitHub login',
  connectFailed: 'Failed to initiate GitHub connection',
  noCode: 'No authorization code received',
} as const;

/** Popup sign-in states (docs/product-rules.md#github-popup). */
export type GitHubPopupStatus = 'idle' | 'connecting' | 'success' | 'error';

export interface UseGitHubPopupOptions {
  /** Sign-in (login/register) or connecting the signed-in user's account. */
  purpose: 'login' | 'connect';
  /** Called with the session the server returned for the popup's code. */
  onAuthorized: (res: AuthResponse) => void | Promise<void>;
  /**
   * Called instead of the 'Popup blocked' error when the browser refuses the popup
   * (sign-in falls back to the full-page flow).
   */
  onBlocked?: () => void;
}

const POPUP_NAME = 'codebazaar-github-oauth';

function popupFeatures() {
  const left = Math.max(
    0,
    Math.round(window.screenX + (window.outerWidth - GITHUB_POPUP_WIDTH) / 2),
  );
  const top = Math.max(
    0,
    Math.round(window.screenY + (window.outerHeight - GITHUB_POPUP_HEIGHT) / 2),
  );
  return `width=${GITHUB_POPUP_WIDTH},height=${GITHUB_POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * The GitHub authorization popup (docs/product-rules.md#github-popup): opens a 600x700 window on
 * the authorize URL, listens for the /auth/github/callback message (same origin and the expected
 * shape only), exchanges the code, and resets when the window is closed (checked every second) or
 * after five minutes.
 */
export function useGitHubPopup({ purpose, onAuthorized, onBlocked }: UseGitHubPopupOptions) {
  const [status, setStatus] = useState<GitHubPopupStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const cleanupRef = useRef<(() => void) | null>(null);
  const callbacks = useRef({ onAuthorized, onBlocked });
  useEffect(() => {
    callbacks.current = { onAuthorized, onBlocked };
  });

  const stop = useCallback(() => {
    cleanupRef.current?.();
    cleanupRef.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const fail = useCallback((message: string) => {
    setError(message);
    setStatus('error');
  }, []);

  const start = useCallback(() => {
    stop();
    setError(null);
    setStatus('connecting');
    // Opened synchronously in the click so the browser counts it as user-initiated; it is
    // pointed at GitHub once the server has answered with the authorize URL.
    const popup = window.open('', POPUP_NAME, popupFeatures());
    if (!popup) {
      if (callbacks.current.onBlocked) {
        setStatus('idle');
        callbacks.current.onBlocked();
      } else {
        fail(POPUP_MESSAGES.blocked);
      }
      return;
    }

    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
      window.clearTimeout(giveUp);
    };
    const closePopup = () => {
      try {
        if (!popup.closed) popup.close();
      } catch {
        // a cross-origin window may refuse; it closes itself after the callback anyway
      }
    };

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isGitHubPopupMessage(event.data)) return;
      const message = event.data;
      finish();
      cleanupRef.current = null;
      closePopup();
      if (message.type === 'error') {
        fail(
          message.error === POPUP_MESSAGES.noCode
            ? POPUP_MESSAGES.noCode
            : POPUP_MESSAGES.authFailed,
        );
        return;
      }
      completeGitHubOAuth({ code: message.code, state: message.state ?? '' })
        .then(async (res) => {
          await callbacks.current.onAuthorized(res);
          setStatus('success');
        })
        .catch((err: unknown) => fail(errorMessage(err, POPUP_MESSAGES.authFailed)));
    };

    // Closing the window resets the state; a message already sent is handled first.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      finish();
      cleanupRef.current = null;
      setStatus('idle');
    }, GITHUB_POPUP_WATCH_MS);
    // Give up (and stop listening) after five minutes (docs/product-rules.md#github-popup).
    const giveUp = window.setTimeout(() => {
      finish();
      cleanupRef.current = null;
      closePopup();
      setStatus('idle');
    }, GITHUB_POPUP_TIMEOUT_MS);

    window.addEventListener('message', onMessage);
    cleanupRef.current = () => {
      finish();
      closePopup();
    };

    getGitHubAuthUrl().then(
      (authUrl) => {
        if (finished) return;
        popup.location.href = authUrl;
      },
      (err: unknown) => {
        if (finished) return;
        console.error('GitHub authorize URL failed', err);
        stop();
        fail(
          errorMessage(
            err,
            purpose === 'login' ? POPUP_MESSAGES.loginFailed : POPUP_MESSAGES.connectFailed,
          ),
        );
      },
    );
  }, [fail, purpose, stop]);

  const reset = useCallback(() => {
    stop();
    setError(null);
    setStatus('idle');
  }, [stop]);

  return { status, error, start, reset };
}
