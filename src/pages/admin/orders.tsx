import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { OrdersScreen } from '@/features/admin/components/OrdersScreen';

export default function AdminOrdersPage() {
  return (
    <AdminLayout active="orders">
      <OrdersScreen />
    </AdminLayout>
  );
}
