import { statementPage } from '@/features/finance/statementPage';
import { statementServerSideProps } from '@/ssr/finance';

export const getServerSideProps = statementServerSideProps('CASH_FLOW_DIRECT');
export default statementPage('CASH_FLOW_DIRECT');
