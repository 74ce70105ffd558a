import { sameCommitSkipReason } from './sameCommit';

const HEAD = '4a82799e2f729d4237139de107571f7c8bbabf07';
const OTHER = '91f0458aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const env = (commits: Record<string, string | null>, checkout: string | null = HEAD) => ({
  baseURL: 'https://staging.example.com',
  checkout,
  ownServers: false,
  releases: Object.fromEntries(
    Object.entries(commits).map(([app, commit]) => [app, { releaseId: `20261124-000000-${app}-x`, commit }]),
  ),
});

describe('sameCommitSkipReason', () => {
  it('lets the test run when every named app is live at the checkout’s commit', () => {
    expect(sameCommitSkipReason(env({ products: HEAD, uniforms: OTHER }), ['products'])).toBeNull();
  });

  it('names the app, its release and both commits when they differ', () => {
    expect(sameCommitSkipReason(env({ products: HEAD, uniforms: OTHER }), ['products', 'uniforms'])).toBe(
      "@same-commit: compares with this checkout's uniforms data, but uniforms 20261124-000000-uniforms-x is commit 91f0458 and the checkout is 4a82799",
    );
  });

  it('skips when the site does not say its commit, or the checkout has none', () => {
    expect(sameCommitSkipReason(env({ products: null }), ['products'])).toBe(
      '@same-commit: https://staging.example.com does not say which commit products was built from',
    );
    expect(sameCommitSkipReason({ ...env({}), releases: { products: null } }, ['products'])).toMatch(
      /does not say which commit products/,
    );
    expect(sameCommitSkipReason(env({ products: HEAD }, null), ['products'])).toMatch(/not a git checkout/);
  });

  it('skips a release published with uncommitted changes, unless the suite started the site from this checkout', () => {
    const release = { releaseId: '20261124-000000-products-x', commit: HEAD, dirty: true };
    const dirty = { ...env({}), releases: { products: release } };
    expect(sameCommitSkipReason(dirty, ['products'])).toBe(
      "@same-commit: products 20261124-000000-products-x was published from commit 4a82799 with uncommitted changes, so its data may differ from this checkout's",
    );
    expect(sameCommitSkipReason({ ...dirty, ownServers: true }, ['products'])).toBeNull();
  });
});
