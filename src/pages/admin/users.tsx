import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { UsersScreen } from '@/features/admin/components/UsersScreen';
import { withAntd } from '@/application/withAntd';

function AdminUsersPage() {
  return (
    <AdminLayout active="users">
      <UsersScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminUsersPage);
