import { vi } from 'vitest';

import { GITHUB_POPUP_SOURCE } from '@/lib/github-popup';

export interface FakePopup {
  closed: boolean;
  close: () => void;
  location: { href: string };
}

/**
 * Replaces window.open with a fake popup window (or null for a blocked popup) and helps send
 * the messages /auth/github/callback posts to its opener.
 */
export function stubPopup({ blocked = false } = {}) {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { href: '' },
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(blocked ? null : (popup as never));
  const post = (data: unknown, origin = window.location.origin) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  return {
    popup,
    open,
    post,
    success: (code = 'gh-code', state: string | null = 'gh-state', origin?: string) =>
      post({ source: GITHUB_POPUP_SOURCE, type: 'success', code, state }, origin),
    failure: (error: string) => post({ source: GITHUB_POPUP_SOURCE, type: 'error', error }),
  };
}
