/** Pure technical-analysis maths: bars, indicators and the buy / sell / neutral summary. */
export * from './adx';
export * from './bands';
export * from './bars';
export * from './indicatorSet';
export * from './oscillators';
export * from './rules';
export * from './series';
export * from './summary';
