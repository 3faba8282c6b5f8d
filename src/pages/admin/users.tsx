import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { UsersScreen } from '@/features/admin/components/UsersScreen';

export default function AdminUsersPage() {
  return (
    <AdminLayout active="users">
      <UsersScreen />
    </AdminLayout>
  );
}
