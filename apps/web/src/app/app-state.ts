/**
 * The id of the `<script type="application/json">` element in which the server hands the page's
 * query data to the browser (entry-server.tsx writes it, main.tsx reads it before hydrating).
 */
export const APP_STATE_ID = 'app-state';
