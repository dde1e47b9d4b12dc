// Reads a multipart form (an upload, a SKU import): its fields and its one file, with the size limit.
import type { FastifyRequest } from 'fastify';

import { ErrorCode } from '../../../shared/errors.ts';
import { ApiFailure, invalid } from '../../http-errors.ts';
import { unstorableFields } from '../../validation.ts';

/** The largest upload (docs/product.md#formats-images: 8388608 bytes). */
export const maxUploadBytes = 8 * 1024 * 1024;

/** Reads a multipart form with one file and a few fields; 4xx naming the field for anything wrong. */
export async function readForm(
  request: FastifyRequest,
): Promise<{ file: Buffer | null; fileName: string; fields: Record<string, string> }> {
  if (!request.isMultipart())
    throw invalid([{ field: 'file', message: 'file is required: send multipart/form-data with a file' }]);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file !== null) throw invalid([{ field: 'file', message: 'file: send one file only' }]);
        file = await part.toBuffer();
        fileName = part.filename;
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (e instanceof ApiFailure) throw e;
    const status = (e as { statusCode?: number }).statusCode;
    // Anything else the multipart parser throws is about the body it was sent: no boundary, a body that
    // ends before its closing boundary, broken part headers. Only a status ≥ 500 of its own is ours.
    if (status === undefined || status < 500)
      throw new ApiFailure(
        ErrorCode.validation,
        `The multipart form is malformed: ${(e as Error).message}`,
        [{ field: 'file', message: `file could not be read: ${(e as Error).message}` }],
        status && status >= 400 ? status : 400,
      );
    throw e;
  }
  const unstorable = unstorableFields({ ...fields, file_name: fileName });
  if (unstorable.length)
    throw invalid(
      unstorable.map((field) => ({
        field,
        message: `${field} must not contain NUL characters or unpaired surrogates`,
      })),
    );
  return { file, fileName, fields };
}

const tooLarge = () =>
  new ApiFailure(
    ErrorCode.validation,
    `file is larger than ${maxUploadBytes} bytes`,
    [{ field: 'file', message: `file is larger than ${maxUploadBytes} bytes` }],
    413,
  );
