// @ts-check
// Which query parameters the page's URL carries, on <html> before the first paint. A remote's
// fragment is prerendered once for every URL, so what depends on the query (the order page's
// model) is only known in the browser; with this mark a fragment's CSS shows the right state from
// the first paint, and nothing moves when the island hydrates. Inline in the <head> of every
// island page, allowed by the Content-Security-Policy by its hash (serving/security-headers.js).
// Hand-written and tiny for the same reason as earlyTaps.js: it must run before the body paints.

/** `<html data-url-params="modelo nombre">`: the names of the parameters with a non-blank value. */
const URL_PARAMS_ATTR = 'data-url-params';

/**
 * The inline script, ES5. A name is listed when its first value is not blank once trimmed (what
 * URLSearchParams.get returns, so a fragment's CSS and its code read the URL alike), once. A
 * browser without URLSearchParams gets no mark, and a fragment then behaves as with a shell that
 * predates it.
 */
const URL_PARAMS_SCRIPT =
  '(function(d,l){try{var q=new URLSearchParams(l.search),n=[];' +
  'q.forEach(function(v,k){if(n.indexOf(k)==-1&&q.get(k).trim())n.push(k)});' +
  `d.documentElement.setAttribute(${JSON.stringify(URL_PARAMS_ATTR)},n.join(" "))}catch(e){}})(document,location)`;

/**
 * A selector prefix (for `${prefix} &` in emotion) that matches while the URL lacks any of
 * `params`. It needs the mark: on a page without it (a shell that predates it) it matches nothing,
 * and the fragment styles that case with URL_MARK_MISSING.
 * @param {readonly string[]} params
 */
function urlLacksSelector(params) {
  const all = params.map((p) => `[${URL_PARAMS_ATTR}~=${JSON.stringify(p)}]`).join('');
  return `html[${URL_PARAMS_ATTR}]:not(${all})`;
}

/** A selector prefix that matches when the page has no mark (a shell that predates it, or no script). */
const URL_MARK_MISSING = `html:not([${URL_PARAMS_ATTR}])`;

exports.URL_PARAMS_ATTR = URL_PARAMS_ATTR;
exports.URL_PARAMS_SCRIPT = URL_PARAMS_SCRIPT;
exports.URL_MARK_MISSING = URL_MARK_MISSING;
exports.urlLacksSelector = urlLacksSelector;
