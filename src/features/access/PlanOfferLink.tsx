import { useRouter } from 'next/compat/router';
import { planLabel, upgradeHref } from '@/common/access/accessTable';
import type { Plan } from '@/common/constants/plans';

/**
 * The way to open a locked item, as a text link: the plan that opens it, or, when no plan is needed
 * (a free account opens it and the visitor is a guest), the free registration back to this page.
 */
export function PlanOfferLink({ plan }: { plan: Plan | null }) {
  const router = useRouter();
  if (plan) return <a href={upgradeHref(plan)}>Nâng cấp gói {planLabel(plan)}</a>;
  const asPath = router?.asPath;
  const href = asPath ? `/account/register?next=${encodeURIComponent(asPath)}` : '/account/register';
  return <a href={href}>Đăng ký miễn phí</a>;
}
