import { AlertsScreen } from '@/features/alerts/components/AlertsScreen';

/** The account's alerts (issue 32). */
export default function AlertsPage() {
  return <AlertsScreen />;
}
