import { statementPage } from '@/features/finance/statementPage';
import { statementServerSideProps } from '@/ssr/finance';

export const getServerSideProps = statementServerSideProps('INCOME_STATEMENT');
export default statementPage('INCOME_STATEMENT');
