import { safeHttpUrl } from '../lib/url';

export interface PageLinks {
  next: string | null;
  prev: string | null;
}

/** The parameters after a link's <url>, up to the comma that ends it (quotes respected). */
function readParams(header: string, from: number): { rels: string[]; end: number } {
  const rels: string[] = [];
  let i = from;
  while (i < header.length && header[i] !== ',') {
    const param = /^\s*;\s*([^\s=;,]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,]*)))?/.exec(
      header.slice(i),
    );
    if (!param) {
      i += 1;
      continue;
    }
    if (param[1]!.toLowerCase() === 'rel')
      rels.push(...(param[2] ?? param[3] ?? '').toLowerCase().split(/\s+/));
    i += param[0].length;
  }
  return { rels, end: i + 1 };
}

/** RFC 8288 Link header: the first absolute http(s) URLs with rel next and prev. */
export function parseLinkHeader(header: string | null): PageLinks {
  const links: PageLinks = { next: null, prev: null };
  if (!header) return links;
  let i = 0;
  while (i < header.length) {
    const open = header.indexOf('<', i);
    const close = open < 0 ? -1 : header.indexOf('>', open);
    if (close < 0) break;
    const url = safeHttpUrl(header.slice(open + 1, close));
    const { rels, end } = readParams(header, close + 1);
    i = end;
    if (!url) continue;
    if (rels.includes('next')) links.next ??= url;
    if (rels.includes('prev') || rels.includes('previous')) links.prev ??= url;
  }
  return links;
}
