import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { DiscountsScreen } from '@/features/admin/components/DiscountsScreen';
import { withAntd } from '@/application/withAntd';

function AdminDiscountsPage() {
  return (
    <AdminLayout active="discounts">
      <DiscountsScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminDiscountsPage);
