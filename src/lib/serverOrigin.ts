/**
 * What the reader typed as a server, as an origin: a bare domain means https
 * ('example.social'), an origin with a scheme is kept ('http://127.0.0.1:4000').
 * Null when it is not a usable http(s) origin.
 */
export function serverOriginFromInput(input: string): string | null {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^@?[^@/]*@/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.origin;
}
