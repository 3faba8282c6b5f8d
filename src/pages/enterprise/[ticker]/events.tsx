import type { GetServerSideProps } from 'next';
import { EnterprisePage } from '@/features/enterprise/components/EnterprisePage';
import { CompanyEventsScreen } from '@/features/events/components/CompanyEventsScreen';
import type { PageProps } from '@/pages/_app';
import { companyEventsServerSideProps } from '@/ssr/corporateEvents';

export const getServerSideProps: GetServerSideProps<PageProps> = (ctx) => companyEventsServerSideProps(ctx);

function EnterpriseEventsPage() {
  return (
    <EnterprisePage title="Sự kiện và cổ tức">
      <CompanyEventsScreen />
    </EnterprisePage>
  );
}

export default EnterpriseEventsPage;
