import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { AdminHome } from '@/features/admin/components/AdminHome';

export default function AdminHomePage() {
  return (
    <AdminLayout>
      <AdminHome />
    </AdminLayout>
  );
}
