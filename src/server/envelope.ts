// docs/product.md#api-envelope's result wrapping, as JSON schemas for routes: {status:'success', data} or
// {status:'failed', error}.

export function success<T extends object>(data: T, description = 'Success') {
  return {
    description,
    type: 'object',
    required: ['status', 'data'],
    properties: { status: { type: 'string', enum: ['success'] }, data },
  } as const;
}

const failed = (description: string) => ({ description, $ref: 'ErrorEnvelope#' }) as const;

/** The failure responses every route may give, named so the OpenAPI description lists them. */
export const failures = {
  400: failed('Invalid input: code, message and the fields at fault'),
  401: failed('Not authenticated, or the token is not valid (code token_not_valid)'),
  403: failed('Not allowed in this scope'),
  404: failed('Not found'),
  409: failed('Conflicts with the current state'),
  413: failed('The body or the uploaded file is too large (1 MB of JSON, 8 MB per file)'),
  429: failed('Too many requests: wait for the Retry-After header and try again'),
} as const;

/** Any status not listed: the database briefly unreachable (503) or an unexpected failure (500). */
export const unexpectedFailure = failed(
  'The database is briefly unavailable (503 SERVICE_UNAVAILABLE, with Retry-After), or an unexpected ' +
    'failure (500 INTERNAL_ERROR, without details)',
);

export function responses<T extends object>(status: 200 | 201, data: T, ...codes: (keyof typeof failures)[]) {
  const out: Record<number, object> = { [status]: success(data) };
  for (const code of codes) out[code] = failures[code];
  return out;
}
