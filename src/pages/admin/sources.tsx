import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { SourcesScreen } from '@/features/admin/components/SourcesScreen';

function AdminSourcesPage() {
  return (
    <AdminLayout active="sources">
      <SourcesScreen />
    </AdminLayout>
  );
}

export default AdminSourcesPage;
