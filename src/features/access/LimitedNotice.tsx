import { Alert, Button } from 'antd';
import { planLabel, upgradeHref } from '@/common/access/accessTable';
import type { AccessNotice } from '@/common/contracts/finance';

/**
 * Above a table the server clamped for the visitor's plan: the server's words (which periods are
 * shown) and the upgrade button. Renders nothing for a full answer.
 */
export function LimitedNotice({ access }: { access: AccessNotice | undefined }) {
  if (access?.level !== 'limited') return null;
  const plan = access.requiredPlan;
  return (
    <Alert
      type="info"
      showIcon
      title={access.message}
      action={
        plan && (
          <Button type="primary" size="small" href={upgradeHref(plan)}>
            Nâng cấp gói {planLabel(plan)}
          </Button>
        )
      }
    />
  );
}
