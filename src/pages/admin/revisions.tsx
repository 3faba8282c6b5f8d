import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { RevisionsScreen } from '@/features/admin/components/RevisionsScreen';

function AdminRevisionsPage() {
  return (
    <AdminLayout active="revisions">
      <RevisionsScreen />
    </AdminLayout>
  );
}

export default AdminRevisionsPage;
