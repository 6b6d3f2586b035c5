import type { Antenna, AntennaRuleKind, AntennaTerms } from '../../entities/types';
import type { RootState } from '../index';

export { selectHasAntennas } from '../selectors';

export const selectAntenna = (state: RootState, id: string): Antenna | null =>
  state.antennas.byId[id]?.antenna ?? null;

/** A rule list; undefined until read from the server. */
export const selectAntennaRule = (
  state: RootState,
  id: string,
  kind: AntennaRuleKind,
): AntennaTerms | undefined => state.antennas.byId[id]?.rules[kind];
