/**
 * Pure helpers of project search: the words of a query and trigram similarity (the same
 * measure as PostgreSQL's pg_trgm `similarity`) against the vocabulary of known tags, so a
 * typo of a tag still finds the projects that carry it.
 */

/** Words PostgreSQL's english configuration drops anyway: they must not become required terms. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by for from has have he her his i in into is it its me my no ' +
    'not of on or our she so than that the their them then there these they this those to ' +
    'too us was we were what when where which who why will with you your'
  ).split(' '),
);

export const MAX_SEARCH_WORDS = 6;

/** Lower-case words of a query (letters and digits), without stop words and duplicates. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 2 || STOP_WORDS.has(word) || out.includes(word)) continue;
    out.push(word);
    if (out.length === MAX_SEARCH_WORDS) break;
  }
  return out;
}

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return set;
}

export function trigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** A vocabulary of tag words with their trigrams, searched for likely typos of a word. */
export class TagVocabulary {
  private readonly entries = new Map<string, Set<string>>();

  constructor(tags: Iterable<string> = []) {
    this.addTags(tags);
  }

  get size(): number {
    return this.entries.size;
  }

  addTags(tags: Iterable<string>): void {
    for (const tag of tags) {
      for (const word of searchWords(tag)) {
        if (word.length >= 3 && !this.entries.has(word)) this.entries.set(word, trigrams(word));
      }
    }
  }

  /** Up to `max` known words similar to `word` (not the word itself), best first. */
  similar(word: string, threshold = 0.45, max = 3): string[] {
    if (word.length < 3 || this.entries.has(word)) return [];
    const target = trigrams(word);
    const found: { word: string; score: number }[] = [];
    for (const [candidate, grams] of this.entries) {
      const score = trigramSimilarity(target, grams);
      if (score >= threshold) found.push({ word: candidate, score });
    }
    return found
      .sort((x, y) => y.score - x.score || x.word.localeCompare(y.word))
      .slice(0, max)
      .map((f) => f.word);
  }
}
