import { financeChipRoute } from '@/server/modules/charts/chartData.handlers';

export default financeChipRoute;
