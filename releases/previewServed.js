// The QA gate's first question (releases/verify.js): does the site answer, and does it compose
// pages with the candidate for this token? A site that is down, or one that ignores the token (it
// reads another PREVIEW_SECRET, or no longer accepts the token), would otherwise have the suite test
// the live release and its result recorded against the candidate.
const { COOKIE, PREVIEW_RESPONSE_HEADER, previewHeaderValue } = require('./preview');
const { DeployError } = require('./deploy');
const { errorMessage } = require('../serving/errors');

/**
 * The site's home page asked for with the preview cookie: its status and preview header.
 * @param {string} site @param {string} token
 * @returns {Promise<{ status: number, preview: string | null }>}
 */
async function askSite(site, token) {
  const answer = await fetch(`${site}/`, {
    headers: { cookie: `${COOKIE}=${token}`, accept: 'text/html' },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await answer.body?.cancel();
  return { status: answer.status, preview: answer.headers.get(PREVIEW_RESPONSE_HEADER) };
}

/**
 * Throws a DeployError (exit 1: nothing about the candidate is known, so nothing is recorded) unless
 * `site` composes its pages with `releaseId` of `app` for `token`.
 * @param {{ site: string, token: string, app: string, releaseId: string, ask?: typeof askSite }} o
 *   ask: replaced in unit tests
 */
async function checkPreviewServed({ site, token, app, releaseId, ask = askSite }) {
  const nothing = 'nothing recorded';
  /** @type {{ status: number, preview: string | null }} */
  let answer;
  try {
    answer = await ask(site, token);
  } catch (error) {
    // fetch's own error is "fetch failed"; what happened is its cause (ECONNREFUSED, a certificate…).
    const cause = error && typeof error === 'object' && 'cause' in error && error.cause ? error.cause : error;
    throw new DeployError(
      `${app}: ${site} did not answer (${errorMessage(cause)}): is the site running, and is --site (or SITE_URL) its address? ${nothing}`,
    );
  }
  if (answer.status !== 200)
    throw new DeployError(`${app}: ${site}/ answered ${answer.status} to the preview, not a page; ${nothing}`);
  const expected = previewHeaderValue({ app, releaseId });
  if (answer.preview !== expected)
    throw new DeployError(
      answer.preview
        ? `${app}: ${site} previews "${answer.preview}", not the candidate "${expected}"; ${nothing}`
        : `${app}: ${site} ignored the preview of ${releaseId} and serves its live releases: it reads another PREVIEW_SECRET than this machine (set the same PREVIEW_SECRET or PREVIEW_SECRET_FILE here), or the release is not in its hosting folder; ${nothing}`,
    );
}

module.exports = { checkPreviewServed, askSite };
