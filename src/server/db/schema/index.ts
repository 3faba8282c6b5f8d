// One module per domain; later domains add their tables here.
export * from './meta';
