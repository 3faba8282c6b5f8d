import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { ImportsScreen } from '@/features/admin/components/ImportsScreen';

function AdminImportsPage() {
  return (
    <AdminLayout active="imports">
      <ImportsScreen />
    </AdminLayout>
  );
}

export default AdminImportsPage;
