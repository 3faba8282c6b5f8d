import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { DataSourcesScreen } from '@/features/admin/components/DataSourcesScreen';

function AdminDataSourcesPage() {
  return (
    <AdminLayout active="dataSources">
      <DataSourcesScreen />
    </AdminLayout>
  );
}

export default AdminDataSourcesPage;
