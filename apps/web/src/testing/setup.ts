import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { setBearerToken } from '@/lib/api-client';

// jsdom has no scrolling; the router scrolls on navigation (lib/navigation.tsx).
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Each test starts signed out with an empty DOM.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setBearerToken(null);
});
