import './lib/zod-config';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { APP_STATE_ID, restoreQueries, type AppState } from './app/app-state';
import { createAppHistory } from './lib/navigation';
import { queryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root')!;
const history = createAppHistory();
// A public page rendered on the server (apps/server/src/seo/spa.ts) carries its data: the
// browser starts from the same data and the same markup, and hydrates instead of rendering.
const state = document.getElementById(APP_STATE_ID);

if (state?.textContent) {
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
