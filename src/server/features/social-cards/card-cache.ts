/**
 * The drawn cards this instance keeps: one per card (a post's slug, or the site's), at most
 * MAX_CARDS, the least recently asked for dropped first (a card is 30–60 kB, so a few MB at
 * most). Each is kept with the version it was drawn from (what it shows and when the post was
 * last changed); a request for another version draws anew and replaces it. Freshness across
 * instances needs no message: the version is read from the database on every request, so an
 * edited post gets a new card on whichever instance is asked next. Requests for a card being
 * drawn wait for that one drawing.
 */
const MAX_CARDS = 100;

interface Entry {
  version: string;
  png: Promise<Buffer>;
}

export interface CardCache {
  get(card: string, version: string, draw: () => Promise<Buffer>): Promise<Buffer>;
}

export function createCardCache(maxCards = MAX_CARDS): CardCache {
  const entries = new Map<string, Entry>();
  return {
    get(card, version, draw) {
      const kept = entries.get(card);
      // Deleted and set again on every use: a Map iterates in insertion order, so the first key
      // is always the least recently used.
      entries.delete(card);
      if (kept?.version === version) {
        entries.set(card, kept);
        return kept.png;
      }
      const entry = { version, png: draw() };
      entries.set(card, entry);
      // A failed drawing is not kept: the next request tries again.
      entry.png.catch(() => {
        if (entries.get(card) === entry) entries.delete(card);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxCards) break;
        entries.delete(oldest);
      }
      return entry.png;
    },
  };
}
