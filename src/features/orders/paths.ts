/*
 * The order screens' addresses. They live in domain/orders/paths.ts, so that the features
 * orders itself imports (support, products) can link to an order without a cycle.
 */
export { orderPaths, type OrderDirection } from '@/domain/orders/paths';
