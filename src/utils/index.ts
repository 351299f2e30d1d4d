export * from './timeAgo';
export * from './numbers';
export * from './emptyText';
export * from './dates';
