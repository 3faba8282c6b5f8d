import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { ContentScreen } from '@/features/admin/components/ContentScreen';
import { withAntd } from '@/application/withAntd';

function AdminContentPage() {
  return (
    <AdminLayout active="content">
      <ContentScreen />
    </AdminLayout>
  );
}

export default withAntd(AdminContentPage);
