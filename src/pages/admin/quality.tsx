import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { QualityScreen } from '@/features/admin/components/QualityScreen';
import { withAntd } from '@/application/withAntd';

function AdminQualityPage() {
  return (
    <AdminLayout active="quality">
      <QualityScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminQualityPage);
