import { safeHttpUrl } from '../../lib/url';
import type { SignedInAccount } from '../../store/accountRegistry/accountRegistry';

/** A signed-in account's picture, as kept from its last sign-in (http(s) only). */
export function AccountAvatar({ account, size }: { account: SignedInAccount; size: number }) {
  const src = safeHttpUrl(account.avatar);
  if (!src)
    return <span className="avatar account-avatar--none" style={{ width: size, height: size }} />;
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}

/** `@user@domain`. */
export const handleOf = (account: SignedInAccount) => `@${account.acct}`;
