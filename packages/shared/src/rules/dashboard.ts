/** The dashboard shows 5 recent activities and 3 recent drafts (docs/product-rules.md#limits). */
export const DASHBOARD_RECENT_ACTIVITY = 5;
export const DASHBOARD_RECENT_DRAFTS = 3;
