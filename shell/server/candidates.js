// Which candidate releases a page request gets (issue 18): a preview's (the visitor holds a valid
// preview cookie: preview.js), else the running canaries' for visitors whose bucket falls inside
// (releases/canary.js). A visitor without a bucket gets one while a canary runs; none is set
// otherwise, so visitors outside any canary cost nothing.
const { BUCKET_COOKIE, BUCKET_MAX_AGE_S, bucketOf, newBucket, inCanary } = require('../../releases/canary');

/**
 * Sets ctx.preview, ctx.candidates (remote → release id) and ctx.canaryActive for one page request.
 * @param {import('http').IncomingMessage} req
 * @param {import('http').ServerResponse} res
 * @param {import('./requestLog').RequestCtx} ctx
 * @param {{ preview: ReturnType<typeof import('./preview').createPreview>,
 *   releases: ReturnType<typeof import('./releaseView').createReleaseView>, tls: boolean }} deps
 */
function chooseCandidates(req, res, ctx, { preview, releases, tls }) {
  // A cookie for the shell was checked for the whole request (index.js); a remote's is checked here.
  if (ctx.preview === undefined) ctx.preview = preview.fromRequest(req, ctx);
  if (ctx.preview) {
    ctx.candidates = { [ctx.preview.app]: ctx.preview.releaseId };
    return;
  }
  const canaries = releases.canaries();
  const apps = Object.keys(canaries);
  if (!apps.length) return;
  ctx.canaryActive = true;
  let bucket = bucketOf(req.headers.cookie);
  if (bucket === null) {
    bucket = newBucket();
    res.setHeader(
      'Set-Cookie',
      `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; HttpOnly; SameSite=Lax${tls ? '; Secure' : ''}`,
    );
  }
  const chosen = apps.filter((app) => inCanary(bucket, canaries[app].percent));
  if (chosen.length) ctx.candidates = Object.fromEntries(chosen.map((app) => [app, canaries[app].release]));
}

module.exports = { chooseCandidates };
