/**
 * The partners feature's public surface for other features: the suppliers' and customers'
 * addresses, and the picker an order wizard uses to choose or add one. Its endpoints are in
 * api.ts (an import of them registers them, so they are not re-exported here); the route table
 * takes routes.tsx.
 */
export { customerPaths, customerTabs, supplierPaths, supplierTabs } from './paths';
export { PartnerPicker } from './components/PartnerPicker';
