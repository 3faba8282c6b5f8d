import { financeChartOneRoute } from '@/server/modules/charts/chartData.handlers';

export default financeChartOneRoute;
