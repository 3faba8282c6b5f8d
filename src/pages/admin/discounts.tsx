import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { DiscountsScreen } from '@/features/admin/components/DiscountsScreen';

function AdminDiscountsPage() {
  return (
    <AdminLayout active="discounts">
      <DiscountsScreen />
    </AdminLayout>
  );
}

export default AdminDiscountsPage;
