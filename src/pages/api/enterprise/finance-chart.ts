import { financeChartRoute } from '@/server/modules/charts/chartData.handlers';

export default financeChartRoute;
