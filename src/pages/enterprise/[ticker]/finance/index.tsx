import { statementPage } from '@/features/finance/statementPage';
import { statementServerSideProps } from '@/ssr/finance';

/** The base page: the derived views as ?tab=annualize and ?tab=trailing, else the balance sheet. */
export const getServerSideProps = statementServerSideProps();
export default statementPage();
