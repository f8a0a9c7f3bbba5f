/**
 * The products feature's public surface for other features: the movement table's columns, which
 * a bundle's Movement tab shows as a product's does (one movement, one way of showing it). Its
 * endpoints are in api.ts and its paths in paths.ts; the route table takes routes.tsx.
 */
export { movementColumns } from './movement/movementColumns';
