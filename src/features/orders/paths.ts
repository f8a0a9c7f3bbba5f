/*
 * The order screens' addresses. They live in core/routing/orderPaths.ts, so that the features
 * orders itself imports (support, products) can link to an order without a cycle.
 */
export { orderPaths, type OrderDirection } from '@/core/routing/orderPaths';
