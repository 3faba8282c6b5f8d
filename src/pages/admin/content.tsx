import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { ContentScreen } from '@/features/admin/components/ContentScreen';

function AdminContentPage() {
  return (
    <AdminLayout active="content">
      <ContentScreen />
    </AdminLayout>
  );
}

export default AdminContentPage;
