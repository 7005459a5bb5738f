import './lib/zod-config';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { APP_STATE_ID, restoreQueries, type AppState } from './app/app-state';
import { readStoredToken } from './lib/auth-storage';
import { createAppHistory } from './lib/navigation';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root')!;
const history = createAppHistory();
// A public page rendered on the server (apps/server/src/seo/spa.ts) carries its data: the
// browser starts from the same data and the same markup, and hydrates instead of rendering.
const state = document.getElementById(APP_STATE_ID);

// The server renders for a signed-out visitor. A reader with a stored session gets the app
// rendered afresh for them over that markup, as before pages were rendered on the server: the
// page's data is the visitor's (no license, no prices), and hydrating it first left their own
// controls a moment behind a "checking" state, where a click went nowhere.
if (state?.textContent && !readStoredToken()) {
  restoreQueries(queryClient, JSON.parse(state.textContent) as AppState);
  hydrateRoot(
    root,
    <StrictMode>
      <App queryClient={queryClient} history={history} serverRendered />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} history={history} />
    </StrictMode>,
  );
}
