/** SPEC §9: an action whose meta carries a sound plays it; 'boop' is the one sound. */
export type ActionSound = 'boop';

export const soundOf = (action: unknown): ActionSound | null => {
  if (typeof action !== 'object' || action === null || !('meta' in action)) return null;
  const { meta } = action;
  if (typeof meta !== 'object' || meta === null || !('sound' in meta)) return null;
  return meta.sound === 'boop' ? 'boop' : null;
};
