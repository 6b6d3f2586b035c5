import type { Account } from '../entities/types';
import { AnimatedImage } from './AnimatedImage';

/** Avatar default size 20. */
export function Avatar({ account, size = 20 }: { account: Account | undefined; size?: number }) {
  return (
    <AnimatedImage
      className="avatar"
      src={account?.avatar ?? ''}
      staticSrc={account?.avatarStatic ?? ''}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
    />
  );
}
