import { accessFor, type AccessRole } from '@/common/access/accessTable';
import type { PermissionCode } from '@/common/constants/permissions';
import type { z } from 'zod';
import type { industryAccess } from '@/common/contracts/industry';
import { AppError } from '../../core/errors';

export type IndustryAccess = z.infer<typeof industryAccess>;

/** Whether the role may see what the code opens, and if not the plan that opens it. */
export function accessOf(role: AccessRole, permission: PermissionCode): IndustryAccess {
  const access = accessFor(role, permission);
  const locked = access.level === 'none';
  return { permission, locked, requiredPlan: locked ? access.requiredPlan : null };
}

/** The industry refusals, in Vietnamese (shown to the user as they are). */
export const NO_INDUSTRY_DATA = 'Chưa có dữ liệu cho ngành này';
export const PRESENTATION_NOT_FOUND = 'Không tìm thấy bài trình bày';

export function noIndustryData(): AppError {
  return new AppError('NOT_FOUND', NO_INDUSTRY_DATA);
}

export function presentationNotFound(): AppError {
  return new AppError('NOT_FOUND', PRESENTATION_NOT_FOUND);
}
