import type { RootState } from '../index';

export const selectPictureInPicture = (state: RootState) => state.pictureInPicture.playback;
export const selectPictureInPictureIsMobile = (state: RootState) => state.pictureInPicture.isMobile;
