/**
 * A/B assignment of banner variants, shared by the web app (which picks) and the server tests
 * (which prove it). The choice is computed in the browser: the visitor keeps a random id in
 * localStorage, and the variant is a deterministic hash of (visitorId, bannerId) mapped onto the
 * variants' cumulative weight ranges. So the same visitor always sees the same variant of a banner
 * (across reloads and without any server state or cookie), different banners are assigned
 * independently, and over many visitors the split follows the weights. `GET /api/marketing/active`
 * stays one cacheable answer for everybody.
 */

/** 32-bit FNV-1a, then MurmurHash3's finalizer so nearby inputs spread over the whole range. */
export function hash32(input: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export interface WeightedVariant {
  id: number;
  weight: number;
}

/**
 * The visitor's variant of a banner: a point in [0, total weight) chosen by the hash, and the
 * variant whose range contains it. Variants are taken in id order, so the answer does not depend
 * on the order the list arrives in. Variants with a weight below 1 are never chosen; with none
 * left the answer is null.
 */
export function assignVariant<T extends WeightedVariant>(
  visitorId: string,
  bannerId: number,
  variants: readonly T[],
): T | null {
  const eligible = variants.filter((variant) => variant.weight >= 1).sort((a, b) => a.id - b.id);
  const total = eligible.reduce((sum, variant) => sum + Math.floor(variant.weight), 0);
  if (total <= 0) return null;
  const point = (hash32(`${visitorId}:${bannerId}`) / 0x1_0000_0000) * total;
  let upTo = 0;
  for (const variant of eligible) {
    upTo += Math.floor(variant.weight);
    if (point < upTo) return variant;
  }
  return eligible.at(-1) ?? null;
}
