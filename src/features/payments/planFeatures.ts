import { PERMISSION_LABELS } from '@/common/access/accessTable';
import { ACCESS_PACKAGES, type AccessPackage } from '@/common/access/packages';
import type { PermissionCode } from '@/common/constants/permissions';
import type { Plan } from '@/common/constants/plans';

/**
 * What each plan unlocks, in the words of the pricing cards: the codes the access table
 * (src/common/access/accessTable.ts) adds over the package below, with their Vietnamese labels.
 */

/** Devices a plan may use at once (docs/DECISIONS.md "Device limits"; the server's table is server-only). */
const DEVICE_LIMITS: Record<Plan, number> = { BASIC: 2, PRO: 3, PREMIUM: 5 };

const PER_INDUSTRY = /^DEEP_DATA_(?!ALL$)/;

function isPerIndustry(code: PermissionCode): boolean {
  return PER_INDUSTRY.test(code);
}

function lines(pack: AccessPackage, below: AccessPackage | undefined): string[] {
  const wasLimited = new Set(below?.limited.map((item) => item.code) ?? []);
  const result: string[] = [];
  if (below?.plan) result.push(`Toàn bộ quyền lợi của gói ${below.label}`);
  // Twenty industries read better as one line than as twenty.
  const industries = pack.adds.filter(isPerIndustry);
  if (industries.length > 0) result.push(`Dữ liệu chuyên sâu ${String(industries.length)} ngành`);
  for (const code of pack.adds) {
    if (isPerIndustry(code)) continue;
    const label = PERMISSION_LABELS[code];
    result.push(wasLimited.has(code) ? `${label} (không giới hạn)` : label);
  }
  return result;
}

export function planFeatures(plan: Plan): readonly string[] {
  const index = ACCESS_PACKAGES.findIndex((pack) => pack.plan === plan);
  const pack = ACCESS_PACKAGES[index];
  const features = pack ? lines(pack, ACCESS_PACKAGES[index - 1]) : [];
  return [...features, `Dùng đồng thời trên ${String(DEVICE_LIMITS[plan])} thiết bị`];
}
