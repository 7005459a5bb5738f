/** Spec §9: the dashboard shows 5 recent activities and 3 recent drafts. */
export const DASHBOARD_RECENT_ACTIVITY = 5;
export const DASHBOARD_RECENT_DRAFTS = 3;
