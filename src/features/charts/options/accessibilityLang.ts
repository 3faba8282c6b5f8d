import type { LangAccessibilityOptions } from 'highcharts';

const POINTS = '{numPoints} điểm dữ liệu';
const SERIES_OF = '{series.name}, chuỗi {seriesNumber} trên {chart.series.length}';
const LINE = `${SERIES_OF}, đường có {series.points.length} điểm dữ liệu.`;
const COLUMN = `${SERIES_OF}, cột có {series.points.length} cột.`;
const DEFAULT = `${SERIES_OF} có {series.points.length} điểm dữ liệu.`;

/**
 * The accessibility module's texts in Vietnamese (Highcharts lang.accessibility): what screen
 * readers announce around a chart (type, axes, series, legend, range selector, navigator). Part of
 * VI_CHART_LANG, set once when Highcharts loads. Format variables are Highcharts' own ({numPoints},
 * {series.name} ...).
 */
export const VI_ACCESSIBILITY_LANG: LangAccessibilityOptions = {
  defaultChartTitle: 'Biểu đồ',
  chartContainerLabel: '{title} (tương tác)',
  svgContainerLabel: 'Biểu đồ tương tác',
  credits: 'Nguồn biểu đồ: {creditsStr}',
  thousandsSep: ',',
  screenReaderSection: {
    beforeRegionLabel: 'Thông tin biểu đồ',
    afterRegionLabel: '',
    endOfChartMarker: 'Hết biểu đồ tương tác.',
    annotations: {
      heading: 'Tóm tắt các ghi chú trên biểu đồ',
      descriptionSinglePoint: '{annotationText}. Gắn với {annotationPoint}',
      descriptionMultiplePoints:
        '{annotationText}. Gắn với {annotationPoint}{#each additionalAnnotationPoints}, và với {this}{/each}',
      descriptionNoPoints: '{annotationText}',
    },
  },
  legend: {
    legendLabelNoTitle: 'Bật tắt chuỗi dữ liệu, {chartTitle}',
    legendLabel: 'Chú giải biểu đồ: {legendTitle}',
    legendItem: 'Hiện {itemName}',
  },
  zoom: {
    mapZoomIn: 'Phóng to biểu đồ',
    mapZoomOut: 'Thu nhỏ biểu đồ',
    resetZoomButton: 'Đặt lại thu phóng',
  },
  rangeSelector: {
    dropdownLabel: '{rangeTitle}',
    minInputLabel: 'Chọn ngày bắt đầu.',
    maxInputLabel: 'Chọn ngày kết thúc.',
    clickButtonAnnouncement: 'Đang xem {axisRangeDescription}',
  },
  navigator: {
    handleLabel: '{#eq handleIx 0}Đầu, phần trăm{else}Cuối, phần trăm{/eq}',
    groupLabel: 'Thu phóng trục',
    changeAnnouncement: '{axisRangeDescription}',
  },
  table: {
    viewAsDataTableButtonText: 'Xem bảng số liệu, {chartTitle}',
    tableSummary: 'Bảng số liệu của biểu đồ.',
  },
  announceNewData: {
    newDataAnnounce: 'Dữ liệu mới của biểu đồ {chartTitle}',
    newSeriesAnnounceSingle: 'Chuỗi dữ liệu mới: {seriesDesc}',
    newPointAnnounceSingle: 'Điểm dữ liệu mới: {pointDesc}',
    newSeriesAnnounceMultiple: 'Chuỗi dữ liệu mới trong biểu đồ {chartTitle}: {seriesDesc}',
    newPointAnnounceMultiple: 'Điểm dữ liệu mới trong biểu đồ {chartTitle}: {pointDesc}',
  },
  chartTypes: {
    emptyChart: 'Biểu đồ trống',
    combinationChart: 'Biểu đồ kết hợp có {numSeries} chuỗi dữ liệu.',
    defaultSingle: `Biểu đồ có ${POINTS}.`,
    defaultMultiple: 'Biểu đồ có {numSeries} chuỗi dữ liệu.',
    lineSingle: `Biểu đồ đường có ${POINTS}.`,
    lineMultiple: 'Biểu đồ đường có {numSeries} đường.',
    splineSingle: `Biểu đồ đường có ${POINTS}.`,
    splineMultiple: 'Biểu đồ đường có {numSeries} đường.',
    columnSingle: 'Biểu đồ cột có {numPoints} cột.',
    columnMultiple: 'Biểu đồ cột có {numSeries} chuỗi dữ liệu.',
    barSingle: 'Biểu đồ thanh có {numPoints} thanh.',
    barMultiple: 'Biểu đồ thanh có {numSeries} chuỗi dữ liệu.',
    pieSingle: 'Biểu đồ tròn có {numPoints} phần.',
    pieMultiple: 'Biểu đồ tròn có {numSeries} hình tròn.',
    scatterSingle: `Biểu đồ phân tán có ${POINTS}.`,
    scatterMultiple: 'Biểu đồ phân tán có {numSeries} chuỗi dữ liệu.',
  },
  axis: {
    xAxisDescriptionSingular: 'Biểu đồ có 1 trục X thể hiện {names[0]}. {ranges[0]}',
    xAxisDescriptionPlural:
      'Biểu đồ có {numAxes} trục X thể hiện {#each names}{#unless @first},{/unless}{#if @last} và{/if} {this}{/each}.',
    yAxisDescriptionSingular: 'Biểu đồ có 1 trục Y thể hiện {names[0]}. {ranges[0]}',
    yAxisDescriptionPlural:
      'Biểu đồ có {numAxes} trục Y thể hiện {#each names}{#unless @first},{/unless}{#if @last} và{/if} {this}{/each}.',
    timeRangeDays: 'Khoảng dữ liệu: {range} ngày.',
    timeRangeHours: 'Khoảng dữ liệu: {range} giờ.',
    timeRangeMinutes: 'Khoảng dữ liệu: {range} phút.',
    timeRangeSeconds: 'Khoảng dữ liệu: {range} giây.',
    rangeFromTo: 'Dữ liệu từ {rangeFrom} đến {rangeTo}.',
    rangeCategories: 'Khoảng dữ liệu: {numCategories} nhóm.',
    defaultAxisNames: { categories: 'nhóm', time: 'Thời gian', values: 'giá trị' },
  },
  exporting: { chartMenuLabel: 'Trình đơn biểu đồ', menuButtonLabel: 'Xem trình đơn biểu đồ, {chartTitle}' },
  series: {
    summary: {
      default: DEFAULT,
      defaultCombination: DEFAULT,
      line: LINE,
      lineCombination: LINE,
      spline: LINE,
      splineCombination: LINE,
      column: COLUMN,
      columnCombination: COLUMN,
      bar: COLUMN,
      barCombination: COLUMN,
    },
    description: '{description}',
    xAxisDescription: 'Trục X, {name}',
    yAxisDescription: 'Trục Y, {name}',
    nullPointValue: 'Không có giá trị',
    pointAnnotationsDescription: '{#each annotations}Ghi chú: {this}{/each}',
  },
};
