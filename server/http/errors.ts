/** An error that becomes Mastodon's {"error": "..."} body with the given status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const RECORD_NOT_FOUND = 'Record not found';
export const TOKEN_INVALID = 'The access token is invalid';
export const OUTSIDE_SCOPES = 'This action is outside the authorized scopes';
export const NOT_ALLOWED = 'This action is not allowed';
export const USER_REQUIRED = 'This method requires an authenticated user';

export const notFound = (): ApiError => new ApiError(404, RECORD_NOT_FOUND);
export const validationFailed = (detail: string): ApiError =>
  new ApiError(422, `Validation failed: ${detail}`);
export const notAllowed = (): ApiError => new ApiError(403, NOT_ALLOWED);
