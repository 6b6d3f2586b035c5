const displayNames = new Map<string, Intl.DisplayNames | null>();

/** A language's name in the reader's locale ('ja' → 'Japanese'), or the code itself. */
export function languageName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
