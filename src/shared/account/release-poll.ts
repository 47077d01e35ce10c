/**
 * How often /access-pending asks GET /api/me whether the account was released, while its tab is on screen
 * (the page moves on by itself). The e2e tests wait a few of these for the move.
 */
export const RELEASE_POLL_MS = 10_000;
