/**
 * The app's one way to write dates and times (packages/shared/src/rules/dates.ts): "Jul 30,
 * 2026" and "Jul 30, 2026, 14:05", in 'en-US' and UTC, the same on the server and in every
 * browser. Components write dates only through these.
 */
export {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatShortMonthYear,
} from '@codebazaar/shared/rules';
