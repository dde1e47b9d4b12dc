// docs/product.md#api-envelope's failed envelope: every error response has this shape. Its words come in
// the language asked for, with their catalogue key and params (docs/product.md#api-errors-words).
import { saidKey, saidParams } from './fields.ts';

const wordsAsked =
  'The words in the language the request asks for (Accept-Language) where the server keyed them, English otherwise';
export const errorEnvelope = {
  $id: 'ErrorEnvelope',
  type: 'object',
  required: ['status', 'error'],
  properties: {
    status: { type: 'string', enum: ['failed'] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: wordsAsked },
        message_key: saidKey,
        message_params: saidParams,
        fields: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'message'],
            properties: {
              field: { type: 'string' },
              message: { type: 'string', description: wordsAsked },
              message_key: saidKey,
              message_params: saidParams,
            },
          },
        },
      },
    },
  },
} as const;
