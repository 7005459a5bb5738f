/**
 * A CSV cell: always quoted, and a value a spreadsheet would read as a formula (starting with
 * = + - @, a tab or a carriage return) is prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows of cells as CSV text (CRLF line ends, a header first). */
export function csvText(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
