// Apart from RemoteFallback: the islands' start-up needs this link without the fallback's code,
// which is fetched only when something failed.

/**
 * Where the fallback stub's 'Reintentar' link points: the page's path. The server's template for
 * a route cannot know the visitor's query string, so the browser hydrates the stub with the path
 * too (the same HTML, no mismatch); with JavaScript the retry reloads the URL as it is.
 */
export function retryHrefFor(pathname: string): string {
  return pathname;
}
