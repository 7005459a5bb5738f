import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import { setBearerToken } from '@/lib/api-client';

// Each test starts signed out with an empty DOM.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setBearerToken(null);
});
