/** What support/environment.ts needs to judge whether a test may compare the page with this checkout. */
export type ReleasesAndCheckout = {
  baseURL: string;
  checkout: string | null;
  releases: Record<string, { releaseId: string; commit: string | null; dirty?: boolean } | null>;
  /** The suite started the site itself, from this checkout's builds. */
  ownServers: boolean;
};

/**
 * Why a test that compares the page with this checkout's source data (prices, catalogues) cannot
 * run against this site: the first of `apps` whose live release was not built from the checkout's
 * commit (or was, with uncommitted changes, on a site the suite did not start from this checkout),
 * or null when all were (the test runs).
 */
export function sameCommitSkipReason(env: ReleasesAndCheckout, apps: readonly string[]): string | null {
  for (const app of apps) {
    const release = env.releases[app];
    if (!env.checkout)
      return `@same-commit: the suite's checkout is not a git checkout, so it cannot tell whether ${app}'s data matches the site`;
    if (!release?.commit) return `@same-commit: ${env.baseURL} does not say which commit ${app} was built from`;
    if (release.commit !== env.checkout)
      return `@same-commit: compares with this checkout's ${app} data, but ${app} ${release.releaseId} is commit ${release.commit.slice(0, 7)} and the checkout is ${env.checkout.slice(0, 7)}`;
    if (release.dirty && !env.ownServers)
      return `@same-commit: ${app} ${release.releaseId} was published from commit ${release.commit.slice(0, 7)} with uncommitted changes, so its data may differ from this checkout's`;
  }
  return null;
}
