import type { FormRule } from 'antd';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@/common/contracts/accountMessages';

type AccountContracts = typeof import('@/common/contracts/account');

/** The account contracts (and zod with them), loaded by the first check, not with the page. */
const loadContracts = (): Promise<AccountContracts> => import('@/common/contracts/account');

/**
 * An antd rule from one of the contract's zod schemas, so the form says exactly what the server
 * would say. Shows the first problem only (an empty field: "Vui lòng nhập thông tin!"). The schema
 * is picked from the contracts when the field is first checked, so zod stays out of the account
 * pages' first-load JavaScript (issue 27).
 */
export function zodRule(pick: (contracts: AccountContracts) => z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const schema = pick(await loadContracts());
      const result = await schema.safeParseAsync(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? ACCOUNT_MESSAGES.required);
    },
  };
}

/** The confirm field: required, then equal to the field named `field` (the password). */
export function confirmRule(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') throw new Error(ACCOUNT_MESSAGES.required);
      if (getFieldValue(field) !== value) throw new Error(ACCOUNT_MESSAGES.confirmMismatch);
      await Promise.resolve();
    },
  });
}

export const requiredRule: FormRule = { required: true, message: ACCOUNT_MESSAGES.required };
