/** How long an e-mailed sign-in link works (the spec: 15 minutes). */
export const MAGIC_LINK_TTL_SECONDS = 15 * 60;
