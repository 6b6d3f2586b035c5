import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from './index';
import { retain, type RetainKind } from './memory/retain';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export { useAppSelector } from './useAppSelector';

function useRetained(kind: RetainKind, id: string | null | undefined) {
  useEffect(() => (id ? retain(kind, id) : undefined), [kind, id]);
}

/** Keeps the status (with what it shows: boost, quote, authors) in the store while mounted. */
export const useRetainedStatus = (id: string | null | undefined) => useRetained('status', id);

/** Keeps the account in the store while mounted. */
export const useRetainedAccount = (id: string | null | undefined) => useRetained('account', id);

/** Keeps these accounts in the store while mounted (a row of avatars, a list of names). */
export function useRetainedAccounts(ids: readonly string[]) {
  const key = ids.join(',');
  useEffect(() => {
    const releases = key ? key.split(',').map((id) => retain('account', id)) : [];
    return () => {
      for (const release of releases) release();
    };
  }, [key]);
}
