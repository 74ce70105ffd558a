/**
 * What a test needs, as tags (Playwright's `tag` option; `--grep @smoke` selects by them).
 * docs/qa.md says which to run where.
 * - @smoke: read-only, safe on production (the platform checks and the shell's pages);
 * - @cross-remote: exercises more than one app on one page or across a navigation;
 * - @needs-local-servers: starts, stops or replaces servers of its own: skipped under BASE_URL;
 * - @destructive: deploys or otherwise changes what a site serves or records (field data);
 * - @same-commit: compares the page with this checkout's source data: skipped, with the reason,
 *   when the live release was built from another commit (support/environment.ts).
 */
export const SMOKE = '@smoke';
export const CROSS_REMOTE = '@cross-remote';
export const NEEDS_LOCAL_SERVERS = '@needs-local-servers';
export const DESTRUCTIVE = '@destructive';
export const SAME_COMMIT = '@same-commit';
