import { useEffect, useRef } from 'react';
import type { PermissionCode } from '@/common/constants/permissions';
import type { AccessNotice } from '@/common/contracts/finance';
import { useAccess } from './useAccess';

/**
 * Asks again, once per query, when an answer was clamped for a lower plan than the visitor's settled
 * one: the server renders a page whose access token has expired as for a guest, and the browser
 * renews the token only afterwards, so the preloaded answer can be a guest's.
 */
export function useStaleAccessRefetch(input: {
  code: PermissionCode;
  notice: AccessNotice | undefined;
  /** Identifies the query (its arguments): one refetch per query. */
  queryKey: string;
  refetch: () => unknown;
}): void {
  const { settled, level } = useAccess(input.code);
  const stale = settled && level === 'full' && input.notice?.level === 'limited';
  const asked = useRef<string | null>(null);
  const { queryKey, refetch } = input;
  useEffect(() => {
    if (!stale || asked.current === queryKey) return;
    asked.current = queryKey;
    void refetch();
  }, [stale, queryKey, refetch]);
}
