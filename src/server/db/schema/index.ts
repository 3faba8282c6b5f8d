// One module per domain; later domains add their tables here.
export * from './meta';
export * from './market';
export * from './statementSources';
export * from './macro';
export * from './content';
export * from './imports';
export * from './preferences';
export * from './accounts';
export * from './payments';
export * from './charts';
export * from './deviceTokens';
export * from './feed';
export * from './revisions';
export * from './ownership';
export * from './investor';
