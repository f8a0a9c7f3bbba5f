import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionState } from './session/sessionSlice';

/**
 * The state every feature may read. The app's root state is a superset (plus RTK Query's cache,
 * which features reach through their generated hooks), so these typed hooks live here where
 * features can import them without importing the app.
 */
export interface CoreState {
  session: SessionState;
}
export type CoreDispatch = ThunkDispatch<CoreState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<CoreDispatch>();
export const useAppSelector = useSelector.withTypes<CoreState>();
