/**
 * Only http(s) URLs ever reach an href or src: the URL parser is the same one the
 * browser uses, so '  JAVASCRIPT:…' or 'java\tscript:' are seen as what they are.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  // The parser's own serialisation: what the browser would have used anyway.
  return url.href;
}

export function isHttpUrl(value: unknown): boolean {
  return safeHttpUrl(value) !== null;
}
