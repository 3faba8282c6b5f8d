import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { OrdersScreen } from '@/features/admin/components/OrdersScreen';
import { withAntd } from '@/application/withAntd';

function AdminOrdersPage() {
  return (
    <AdminLayout active="orders">
      <OrdersScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminOrdersPage);
