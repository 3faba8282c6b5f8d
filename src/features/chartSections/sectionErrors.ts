import type { SerializedError } from '@reduxjs/toolkit';
import { CHART_MESSAGES } from '@/common/contracts/chartVocabulary';
import { HTTP_ERROR_MESSAGES, type DescribedError } from '@/lib/httpErrors';

export type SectionCallError = DescribedError | SerializedError | undefined;

export function isConflict(error: SectionCallError): boolean {
  return Boolean(error && 'kind' in error && error.kind === 'conflict');
}

export function isNotFound(error: SectionCallError): boolean {
  return Boolean(error && 'kind' in error && error.kind === 'notFound');
}

/** What to tell the user about a failed section call (a conflict always in the contract's words). */
export function sectionErrorMessage(error: SectionCallError): string {
  if (isConflict(error)) return CHART_MESSAGES.conflict;
  if (error && 'kind' in error) return error.message;
  return HTTP_ERROR_MESSAGES.unknown;
}
