export * from './stores.table.ts';
export * from './users.table.ts';
export * from './catalogue.table.ts';
