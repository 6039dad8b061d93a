/**
 * A changelog version: one to four dotted numbers ("1.2.10"), ordered part by part. Apart from
 * the changelog contract (and from zod) so the web editor checks a version with the server's rule
 * without loading zod.
 */

/** No leading zeros: "1.02" would read as "1.2" and sort with it. */
export const VERSION_PATTERN = /^(0|[1-9]\d*)(\.(0|[1-9]\d*)){0,3}$/;

/** The parts are stored as an int4 array (for ordering). */
export const VERSION_PART_MAX = 2_147_483_647;

/** The numeric parts, for ordering ("1.2.10" after "1.2.9"). */
export const versionPartsOf = (version: string): number[] => version.split('.').map((part) => Number(part));
