/**
 * Who bought or claimed what in the demo marketplace. A purchase of a paid or freemium
 * project becomes a paid license at the project's price; a claim of a free project a free
 * license. Dates respect when the buyer joined and when the project was created.
 */
export interface SeedPurchase {
  /** Key of the buyer in users.ts. */
  buyer: string;
  /** `repo` of the project in the project files. */
  repo: string;
  daysAgo: number;
}

export const seedPurchases: SeedPurchase[] = [
  // Jordan Blake, the demo buyer
  { buyer: 'jordan', repo: 'launchkit', daysAgo: 120 },
  { buyer: 'jordan', repo: 'react-data-table', daysAgo: 55 },
  { buyer: 'jordan', repo: 'habit-tracker-rn', daysAgo: 20 },
  { buyer: 'jordan', repo: 'tiny-charts', daysAgo: 180 },
  { buyer: 'jordan', repo: 'go-rest-boilerplate', daysAgo: 140 },
  { buyer: 'jordan', repo: 'stripe-webhook-toolkit', daysAgo: 50 },
  { buyer: 'jordan', repo: 'grepline', daysAgo: 10 },

  // Sales of Maya Chen, the demo seller
  { buyer: 'lukas', repo: 'launchkit', daysAgo: 250 },
  { buyer: 'alex', repo: 'launchkit', daysAgo: 185 },
  { buyer: 'priya', repo: 'launchkit', daysAgo: 170 },
  { buyer: 'hannah', repo: 'launchkit', daysAgo: 145 },
  { buyer: 'chinedu', repo: 'launchkit', daysAgo: 90 },
  { buyer: 'marco', repo: 'launchkit', daysAgo: 6 },
  { buyer: 'alex', repo: 'invoice-studio', daysAgo: 170 },
  { buyer: 'hannah', repo: 'invoice-studio', daysAgo: 100 },
  { buyer: 'samir', repo: 'invoice-studio', daysAgo: 40 },
  { buyer: 'alex', repo: 'admin-dashboard-kit', daysAgo: 150 },
  { buyer: 'tomasz', repo: 'admin-dashboard-kit', daysAgo: 80 },
  { buyer: 'elena', repo: 'admin-dashboard-kit', daysAgo: 25 },
  { buyer: 'hannah', repo: 'tenant-auth-api', daysAgo: 95 },
  { buyer: 'sofia', repo: 'tenant-auth-api', daysAgo: 15 },
  { buyer: 'alex', repo: 'stripe-webhook-toolkit', daysAgo: 60 },
  { buyer: 'marco', repo: 'stripe-webhook-toolkit', daysAgo: 31 },
  { buyer: 'chinedu', repo: 'stripe-webhook-toolkit', daysAgo: 12 },

  // Everyone else
  { buyer: 'alex', repo: 'habit-tracker-rn', daysAgo: 160 },
  { buyer: 'marco', repo: 'habit-tracker-rn', daysAgo: 60 },
  { buyer: 'hannah', repo: 'flutter-shop-template', daysAgo: 110 },
  { buyer: 'samir', repo: 'expo-fitness-log', daysAgo: 70 },
  { buyer: 'tomasz', repo: 'godot-dungeon-starter', daysAgo: 150 },
  { buyer: 'marco', repo: 'godot-dungeon-starter', daysAgo: 70 },
  { buyer: 'alex', repo: 'godot-dungeon-starter', daysAgo: 30 },
  { buyer: 'marco', repo: 'card-battler-engine', daysAgo: 8 },
  { buyer: 'lukas', repo: 'tauri-markdown-editor', daysAgo: 200 },
  { buyer: 'aiko', repo: 'tauri-markdown-editor', daysAgo: 120 },
  { buyer: 'elena', repo: 'tauri-markdown-editor', daysAgo: 45 },
  { buyer: 'maya', repo: 'clipboard-history', daysAgo: 90 },
  { buyer: 'samir', repo: 'clipboard-history', daysAgo: 60 },
  { buyer: 'elena', repo: 'fast-csv-toolkit', daysAgo: 140 },
  { buyer: 'chinedu', repo: 'fast-csv-toolkit', daysAgo: 100 },
  { buyer: 'samir', repo: 'release-notes-generator', daysAgo: 50 },
  { buyer: 'maya', repo: 'release-notes-generator', daysAgo: 35 },
  { buyer: 'maya', repo: 'payments-ledger-api', daysAgo: 180 },
  { buyer: 'hannah', repo: 'payments-ledger-api', daysAgo: 140 },
  { buyer: 'samir', repo: 'webhook-relay', daysAgo: 70 },
  { buyer: 'alex', repo: 'webhook-relay', daysAgo: 18 },
  { buyer: 'hannah', repo: 'otp-verification-service', daysAgo: 4 },
  { buyer: 'maya', repo: 'react-date-range', daysAgo: 110 },
  { buyer: 'alex', repo: 'react-date-range', daysAgo: 65 },
  { buyer: 'hannah', repo: 'react-data-table', daysAgo: 28 },
  { buyer: 'chinedu', repo: 'k8s-cost-reporter', daysAgo: 160 },
  { buyer: 'hannah', repo: 'k8s-cost-reporter', daysAgo: 90 },
  { buyer: 'hannah', repo: 'terraform-modules', daysAgo: 130 },
  { buyer: 'chinedu', repo: 'terraform-modules', daysAgo: 42 },
  { buyer: 'maya', repo: 'uptime-status-page', daysAgo: 75 },
  { buyer: 'priya', repo: 'uptime-status-page', daysAgo: 22 },
  { buyer: 'aiko', repo: 'sentiment-api', daysAgo: 150 },
  { buyer: 'alex', repo: 'sentiment-api', daysAgo: 85 },
  { buyer: 'hannah', repo: 'csv-dashboard-notebook', daysAgo: 66 },
  { buyer: 'hannah', repo: 'resume-parser', daysAgo: 11 },

  // Free claims
  { buyer: 'alex', repo: 'grepline', daysAgo: 175 },
  { buyer: 'samir', repo: 'grepline', daysAgo: 160 },
  { buyer: 'chinedu', repo: 'grepline', daysAgo: 120 },
  { buyer: 'marco', repo: 'grepline', daysAgo: 40 },
  { buyer: 'priya', repo: 'dotsync', daysAgo: 190 },
  { buyer: 'maya', repo: 'dotsync', daysAgo: 130 },
  { buyer: 'marco', repo: 'terminal-pomodoro', daysAgo: 20 },
  { buyer: 'maya', repo: 'go-rest-boilerplate', daysAgo: 210 },
  { buyer: 'alex', repo: 'go-rest-boilerplate', daysAgo: 120 },
  { buyer: 'marco', repo: 'go-rest-boilerplate', daysAgo: 55 },
  { buyer: 'samir', repo: 'go-rate-limiter', daysAgo: 45 },
  { buyer: 'maya', repo: 'tiny-charts', daysAgo: 300 },
  { buyer: 'elena', repo: 'tiny-charts', daysAgo: 200 },
  { buyer: 'hannah', repo: 'tiny-charts', daysAgo: 100 },
  { buyer: 'alex', repo: 'typed-form-validator', daysAgo: 140 },
  { buyer: 'maya', repo: 'typed-form-validator', daysAgo: 90 },
  { buyer: 'tomasz', repo: 'palette-generator', daysAgo: 15 },
  { buyer: 'marco', repo: 'phaser-platformer', daysAgo: 65 },
  { buyer: 'alex', repo: 'phaser-platformer', daysAgo: 110 },
  { buyer: 'priya', repo: 'multiplayer-snake', daysAgo: 90 },
  { buyer: 'lukas', repo: 'menubar-time-tracker', daysAgo: 20 },
  { buyer: 'aiko', repo: 'offline-sync-engine', daysAgo: 70 },
  { buyer: 'hannah', repo: 'offline-sync-engine', daysAgo: 50 },
  { buyer: 'marco', repo: 'plant-care-reminder', daysAgo: 30 },
  { buyer: 'lukas', repo: 'actions-cache-doctor', daysAgo: 40 },
  { buyer: 'chinedu', repo: 'compose-dev-envs', daysAgo: 9 },
  { buyer: 'alex', repo: 'compose-dev-envs', daysAgo: 7 },
];
