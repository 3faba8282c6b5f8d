import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { ImportsScreen } from '@/features/admin/components/ImportsScreen';
import { withAntd } from '@/application/withAntd';

function AdminImportsPage() {
  return (
    <AdminLayout active="imports">
      <ImportsScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminImportsPage);
