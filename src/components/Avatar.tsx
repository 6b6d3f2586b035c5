import type { Account } from '../entities/types';

/** Avatar default size 20. */
export function Avatar({ account, size = 20 }: { account: Account | undefined; size?: number }) {
  const src = account?.avatar || undefined;
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
    />
  );
}
