import type { ReactNode } from 'react';
import { selectHasAntennas } from '../../store/antennas/antennaSelectors';
import { useAppSelector } from '../../store/hooks';
import { Component as NotFound } from '../ui/NotFound';

/** Antenna screens exist only where the server advertises kmyblue_antenna. */
export function AntennasOnly({ children }: { children: ReactNode }) {
  return useAppSelector(selectHasAntennas) ? children : <NotFound />;
}
