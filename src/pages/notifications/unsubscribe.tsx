import { UnsubscribeScreen } from '@/features/notifications/components/UnsubscribeScreen';

/** The alert e-mails' unsubscribe link; works signed out (issue 32). */
export default function UnsubscribePage() {
  return <UnsubscribeScreen />;
}
