import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * Dates reach the page only through lib/format-date (one format, one locale, one time zone):
 * no component formats a date itself.
 */
const SRC = join(__dirname, '..');

/** Ways to write a date other than the shared formatters. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'toLocaleDateString', pattern: /\.toLocaleDateString\(/ },
  { name: 'toLocaleTimeString', pattern: /\.toLocaleTimeString\(/ },
  // Numbers may use toLocaleString('en-US'); without a locale it is a date's (or the browser's).
  { name: 'toLocaleString() without a locale', pattern: /\.toLocaleString\(\s*\)/ },
  { name: 'a Date written with toLocaleString', pattern: /\)\s*\.toLocaleString\(/ },
  // An Intl date format with a day or an hour is a date or a time, not a month's name.
  {
    name: 'Intl.DateTimeFormat of a day or a time',
    pattern: /Intl\.DateTimeFormat\([^)]*\b(day|hour|dateStyle|timeStyle)\b/,
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('dates in the web app', () => {
  it('are written only by lib/format-date', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8').replace(/\s+/g, ' ');
      for (const { name, pattern } of FORBIDDEN) {
        if (pattern.test(text)) offences.push(`${relative(SRC, file)}: ${name}`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('catches what it looks for', () => {
    const sample = 'new Date(x).toLocaleString() ; d.toLocaleDateString("en-US")';
    expect(FORBIDDEN.filter((f) => f.pattern.test(sample)).map((f) => f.name)).toEqual([
      'toLocaleDateString',
      'toLocaleString() without a locale',
      'a Date written with toLocaleString',
    ]);
  });
});
