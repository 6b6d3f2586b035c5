/** Bodies of lists (kmyblue-api.md §8): the title is read by parseCollectionBody. */
import { LIST_REPLIES_POLICIES, type ApiListBody } from '../../src/api/types';
import { ApiError } from '../http/errors';
import { asParams, optBool, optString } from '../http/params';

/** An unknown replies_policy answers Rails' enum error, as kmyblue's lists controller does. */
export function parseListBody(body: unknown): ApiListBody {
  const params = asParams(body);
  const policy = optString(params, 'replies_policy');
  if (policy !== undefined && !(LIST_REPLIES_POLICIES as readonly string[]).includes(policy))
    throw new ApiError(422, `'${policy}' is not a valid replies_policy`);
  return {
    title: optString(params, 'title'),
    replies_policy: policy,
    exclusive: optBool(params, 'exclusive'),
    notify: optBool(params, 'notify'),
  };
}
