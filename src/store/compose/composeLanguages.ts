/** The frequentlyUsedLanguages setting: the languages used most come first. */
export function orderLanguages(
  codes: readonly string[],
  frequentlyUsed: Readonly<Record<string, number>>,
  nameOf: (code: string) => string,
): string[] {
  return [...new Set(codes)].sort(
    (a, b) =>
      (frequentlyUsed[b] ?? 0) - (frequentlyUsed[a] ?? 0) || nameOf(a).localeCompare(nameOf(b)),
  );
}
