// The one way the faces write outside react-admin's data provider, for a handler that awaits the write in
// a try/catch: a POST, PUT, PATCH or DELETE of the typed client (src/client/api.ts, paths and bodies typed
// from the generated contract), unwrapped — the envelope's data, or an ApiFailure with the server's code,
// message and field errors (a 409 says why the record's state does not allow it). A handler that would rather
// branch than catch uses `call` on the same request. Reads go through useGet (use-load.ts).
import { call } from '../../client/api.ts';
import type { ApiError } from '../../shared/errors.ts';

export class ApiFailure extends Error {
  constructor(
    readonly error: ApiError,
    readonly status: number,
  ) {
    super(error.message);
    this.name = 'ApiFailure';
  }
}

/** Sends one typed request: resolves its data, rejects with the server's refusal. */
export async function send<T>(
  request: Promise<{ data?: { status: 'success'; data: T }; error?: unknown; response: Response }>,
): Promise<T> {
  const result = await call(request);
  if (!result.ok) throw new ApiFailure(result.error, result.status);
  return result.data;
}
