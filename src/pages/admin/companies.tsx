import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { CompaniesScreen } from '@/features/admin/components/CompaniesScreen';
import { withAntd } from '@/application/withAntd';

function AdminCompaniesPage() {
  return (
    <AdminLayout active="companies">
      <CompaniesScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminCompaniesPage);
