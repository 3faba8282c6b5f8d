import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { QualityScreen } from '@/features/admin/components/QualityScreen';

function AdminQualityPage() {
  return (
    <AdminLayout active="quality">
      <QualityScreen />
    </AdminLayout>
  );
}

export default AdminQualityPage;
