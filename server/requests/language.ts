/** Language codes as Mastodon takes them: ISO 639-1 (two letters) or 639-3 (three). */

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The code, lower-cased, when it names a language (a region may follow: `pt-BR`); undefined
 * for anything else. ICU knows the ISO 639-1 codes and the 639-3 ones in use.
 */
export function languageCode(value: string | undefined): string | undefined {
  const match = value ? /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}))?$/.exec(value.trim()) : null;
  if (!match) return undefined;
  const code = match[1]!.toLowerCase();
  if (names.of(code) === undefined) return undefined;
  return match[2] ? `${code}-${match[2].toUpperCase()}` : code;
}
