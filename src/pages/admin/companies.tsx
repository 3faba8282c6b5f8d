import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { CompaniesScreen } from '@/features/admin/components/CompaniesScreen';

function AdminCompaniesPage() {
  return (
    <AdminLayout active="companies">
      <CompaniesScreen />
    </AdminLayout>
  );
}

export default AdminCompaniesPage;
