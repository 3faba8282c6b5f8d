import { statementPage } from '@/features/finance/statementPage';
import { statementServerSideProps } from '@/ssr/finance';

export const getServerSideProps = statementServerSideProps('BALANCE_SHEET');
export default statementPage('BALANCE_SHEET');
