// Side-effect imports: each importer module registers its format. Add new formats here.
import './prices';
import './companies';
import './macro/gsoCsv';
import './macro/vietstockJson';
import './macro/sbvCsv';
import './macro/hnxYieldCsv';
import './macro/mofBudgetCsv';
import './fiintrade';
import './vnstock';
import './industry/longCsv';
import './events';
import './ownership';
