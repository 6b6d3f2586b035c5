/**
 * The values the client knows for the wire's open-ended strings. They are declared once,
 * in api/types; past entities/ the client reaches them here.
 */
export {
  DEFAULT_PRIVACY_VALUES,
  DEFAULT_SEARCHABILITY_VALUES,
  LIMITED_SCOPES,
  QUOTE_STATES,
  SEARCHABILITIES,
  VISIBILITIES,
} from '../api/types';
export { SEARCH_TYPES } from '../api/types';
export { PROFILE_FIELDS_MAX, PROFILE_OTHER_SETTINGS } from '../api/types';
export type { ApiProfileOtherSetting as ProfileOtherSetting } from '../api/types';
export { NOTIFICATION_TYPES } from '../api/types';
export { NOTIFICATION_POLICY_KEYS, NOTIFICATION_POLICY_VALUES } from '../api/types';
