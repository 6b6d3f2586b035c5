/**
 * Many keywords looked for in one pass (Aho–Corasick): the time to scan a text depends on the
 * text's length, not on how many keywords there are. It finds candidates, never misses one:
 * both sides are folded coarsely enough that whatever a case-insensitive Unicode regex
 * (`iu`) would match is found, and the exact rule then runs on the candidates alone.
 */

/**
 * Case folding at least as coarse as the `iu` flags' (simple case folding): lower, upper and
 * lower again takes ß and ẞ to "ss", ſ to "s", K (Kelvin) to "k"; final sigma becomes σ.
 */
export function foldCase(text: string): string {
  return text.toLowerCase().toUpperCase().toLowerCase().replaceAll('ς', 'σ');
}

interface Node {
  next: Map<number, Node>;
  fail: Node | null;
  /** Indices of the keywords ending here, this node's own and its fail chain's. */
  ends: number[];
}

const node = (): Node => ({ next: new Map(), fail: null, ends: [] });

export interface KeywordAutomaton {
  /** Indices (into the keywords it was built from) of those that may occur in the text. */
  candidates(text: string): Set<number>;
}

export function buildAutomaton(keywords: readonly string[]): KeywordAutomaton {
  const root = node();
  keywords.forEach((keyword, index) => {
    const folded = foldCase(keyword);
    if (!folded) return;
    let at = root;
    for (let i = 0; i < folded.length; i++) {
      const code = folded.charCodeAt(i);
      let child = at.next.get(code);
      if (!child) {
        child = node();
        at.next.set(code, child);
      }
      at = child;
    }
    at.ends.push(index);
  });
  // Breadth first, so every node's fail link is settled before its children's.
  const queue: Node[] = [];
  for (const child of root.next.values()) {
    child.fail = root;
    queue.push(child);
  }
  for (let head = 0; head < queue.length; head++) {
    const current = queue[head]!;
    for (const [code, child] of current.next) {
      let fail = current.fail;
      while (fail && !fail.next.has(code)) fail = fail.fail;
      child.fail = fail?.next.get(code) ?? root;
      child.ends.push(...child.fail.ends);
      queue.push(child);
    }
  }
  return {
    candidates(text) {
      const found = new Set<number>();
      const folded = foldCase(text);
      let at = root;
      for (let i = 0; i < folded.length; i++) {
        const code = folded.charCodeAt(i);
        while (at !== root && !at.next.has(code)) at = at.fail ?? root;
        at = at.next.get(code) ?? root;
        for (const end of at.ends) found.add(end);
      }
      return found;
    },
  };
}
