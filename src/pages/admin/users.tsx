import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { UsersScreen } from '@/features/admin/components/UsersScreen';

function AdminUsersPage() {
  return (
    <AdminLayout active="users">
      <UsersScreen />
    </AdminLayout>
  );
}

export default AdminUsersPage;
