import { useCallback, useEffect, useState } from 'react';
import type { Country } from '@/domain/contract';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { loadConfiguration } from '@/core/session/sessionThunks';

export interface CountriesState {
  countries: Country[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

const NONE: Country[] = [];

/**
 * The countries of meta/configuration (public on the simulator, so no session is needed). They
 * are asked for as soon as a form that needs them opens, so its address step rarely waits.
 */
export function useCountries(): CountriesState {
  const dispatch = useAppDispatch();
  const countries = useAppSelector((s) => s.session.configObj?.countries ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (countries) return;
    let current = true;
    void dispatch(loadConfiguration()).then((result) => {
      if (current && loadConfiguration.rejected.match(result)) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [countries, dispatch, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { countries: countries ?? NONE, loading: !countries && !failed, failed, retry };
}

/**
 * A prefilled country may be a uid, an ISO code ('AU') or a name ('Australia'): links are
 * written by people. Returns the uid, or '' when nothing matches.
 */
export function resolveCountry(value: string, countries: Country[]): string {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return '';
  const match = countries.find(
    (c) => c.value === value || c.iso2.toLowerCase() === wanted || c.text.toLowerCase() === wanted,
  );
  return match?.value ?? '';
}
