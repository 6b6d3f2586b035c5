/** A fresh key per draft: a retried post with the same key is not posted twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
