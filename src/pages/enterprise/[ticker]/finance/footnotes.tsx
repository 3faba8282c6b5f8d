import { statementPage } from '@/features/finance/statementPage';
import { statementServerSideProps } from '@/ssr/finance';

export const getServerSideProps = statementServerSideProps('FOOTNOTES');
export default statementPage('FOOTNOTES');
