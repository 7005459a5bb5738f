import fs from 'node:fs';

/**
 * common-passwords.txt: the 10,000 most common passwords from leaked-password corpora, most
 * common first, lowercased and de-duplicated. Taken from the frequency-ranked list that ships
 * with zxcvbn (MIT, Dropbox) via @zxcvbn-ts/language-common.
 */
const listUrl = new URL('./common-passwords.txt', import.meta.url);

let list: Set<string> | null = null;

function load(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(listUrl, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return list;
}

/** True when the password, ignoring case, is one of the 10,000 most common passwords. */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}

/** How many passwords the list holds (for tests and start-up checks). */
export function commonPasswordCount(): number {
  return load().size;
}
