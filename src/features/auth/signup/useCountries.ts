/** The countries hook is shared with every address form: it lives in components/hooks. */
export { resolveCountry, useCountries, type CountriesState } from '@/components/hooks/useCountries';
