// Loads every importer so it registers itself with the registry. Add new formats here.
export { getImporter, listImporters, registerImporter, type ImporterFormat } from './registry';
export { runFileImport, ImportFileError, type ImportSummary, type Rejection } from './framework';
