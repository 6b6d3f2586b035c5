/**
 * Answers kept by key for a while. A miss's computation is shared by everyone asking during it,
 * and a failed one is forgotten so the next request tries again.
 */
export interface AnswerCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function answerCache<T>(keepMs: number, now: () => number = Date.now): AnswerCache<T> {
  const entries = new Map<string, { until: number; answer: Promise<T> }>();
  return {
    get(key, compute) {
      const at = now();
      const kept = entries.get(key);
      if (kept && kept.until > at) return kept.answer;
      const answer = compute();
      const entry = { until: at + keepMs, answer };
      entries.set(key, entry);
      answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return answer;
    },
    clear() {
      entries.clear();
    },
  };
}
