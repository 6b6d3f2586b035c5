import type { RootState } from '../index';

export const selectPushState = (state: RootState) => state.push;
