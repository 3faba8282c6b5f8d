import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { OrdersScreen } from '@/features/admin/components/OrdersScreen';

function AdminOrdersPage() {
  return (
    <AdminLayout active="orders">
      <OrdersScreen />
    </AdminLayout>
  );
}

export default AdminOrdersPage;
