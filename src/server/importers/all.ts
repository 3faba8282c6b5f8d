// Side-effect imports: each importer module registers its format. Add new formats here.
export {};
