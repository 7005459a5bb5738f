/**
 * Pure helpers of project search: the words of a query, and typo matching by trigram
 * similarity (the measure of PostgreSQL's pg_trgm `similarity`) against a vocabulary of the
 * words in published titles and tags. A typo is replaced by the known words it resembles, and
 * the search stays a single full-text (GIN) lookup however large the table grows.
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
const MIN_VOCABULARY_WORD = 3;
const MAX_VOCABULARY_WORD = 30;

/** Lower-case words of a text (letters and digits), without stop words and duplicates. */
export function searchWords(text: string, max = MAX_SEARCH_WORDS): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (word.length < 2 || STOP_WORDS.has(word) || out.includes(word)) continue;
    out.push(word);
    if (out.length === max) break;
  }
  return out;
}

/** pg_trgm's trigrams of one word: padded with two spaces in front and one behind. */
export function trigrams(word: string): string[] {
  const padded = `  ${word.toLowerCase()} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return [...set];
}

/** pg_trgm similarity of two words: shared trigrams over all distinct trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = new Set(trigrams(b));
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  const all = ta.length + tb.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * Known words with an inverted trigram index: finding the words similar to a query word
 * touches only the words that share a trigram with it.
 */
export class SearchVocabulary {
  private readonly words: string[] = [];
  private readonly sizes: number[] = [];
  private readonly known = new Set<string>();
  private readonly postings = new Map<string, number[]>();

  constructor(texts: Iterable<string> = []) {
    this.add(texts);
  }

  get size(): number {
    return this.words.length;
  }

  /** Adds the words of each text (titles, tags). */
  add(texts: Iterable<string>): void {
    for (const text of texts) {
      for (const word of searchWords(text, Number.MAX_SAFE_INTEGER)) {
        if (word.length < MIN_VOCABULARY_WORD || word.length > MAX_VOCABULARY_WORD) continue;
        if (this.known.has(word)) continue;
        this.known.add(word);
        const id = this.words.length;
        const grams = trigrams(word);
        this.words.push(word);
        this.sizes.push(grams.length);
        for (const g of grams) {
          const list = this.postings.get(g);
          if (list) list.push(id);
          else this.postings.set(g, [id]);
        }
      }
    }
  }

  has(word: string): boolean {
    return this.known.has(word.toLowerCase());
  }

  /** Up to `max` known words similar to `word` (never the word itself), most similar first. */
  similar(word: string, threshold = 0.45, max = 3): string[] {
    const w = word.toLowerCase();
    if (w.length < MIN_VOCABULARY_WORD || this.known.has(w)) return [];
    const grams = trigrams(w);
    const shared = new Map<number, number>();
    for (const g of grams) {
      for (const id of this.postings.get(g) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const found: { word: string; score: number }[] = [];
    for (const [id, n] of shared) {
      const score = n / (grams.length + this.sizes[id]! - n);
      if (score >= threshold) found.push({ word: this.words[id]!, score });
    }
    return found
      .sort((x, y) => y.score - x.score || x.word.localeCompare(y.word))
      .slice(0, max)
      .map((f) => f.word);
  }
}
