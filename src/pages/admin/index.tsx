import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { AdminHome } from '@/features/admin/components/AdminHome';
import { withAntd } from '@/application/withAntd';

function AdminHomePage() {
  return (
    <AdminLayout>
      <AdminHome />
    </AdminLayout>
  );
}

export default withAntd(AdminHomePage);
