import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { SourcesScreen } from '@/features/admin/components/SourcesScreen';
import { withAntd } from '@/application/withAntd';

function AdminSourcesPage() {
  return (
    <AdminLayout active="sources">
      <SourcesScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminSourcesPage);
