import { registrySchema } from '@/domain/validation/registrySchema';
import { ADDRESS_FIELDS } from './fields';

/** The postal address's rules, as the simulator applies them (the address field registry). */
export const addressSchema = registrySchema(ADDRESS_FIELDS);
