import { AdminLayout } from '@/features/admin/components/AdminLayout';
import { ContentScreen } from '@/features/admin/components/ContentScreen';

export default function AdminContentPage() {
  return (
    <AdminLayout active="content">
      <ContentScreen />
    </AdminLayout>
  );
}
