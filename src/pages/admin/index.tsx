import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { AdminHome } from '@/features/admin/components/AdminHome';

function AdminHomePage() {
  return (
    <AdminLayout>
      <AdminHome />
    </AdminLayout>
  );
}

export default AdminHomePage;
