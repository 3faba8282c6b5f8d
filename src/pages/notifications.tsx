import { NotificationsScreen } from '@/features/notifications/components/NotificationsScreen';

/** The account's notifications (issue 32). */
export default function NotificationsPage() {
  return <NotificationsScreen />;
}
