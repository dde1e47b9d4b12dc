// How an estimate, its items and a request's photos are shown.
import { estimateItemSchema, estimateSchema } from '../../../../schemas/estimate.schema.ts';
import { estimateImages, estimateItems, estimates } from '../../db/schema/index.ts';
import { presenter } from '../../orders/http.ts';
import { uploadUrl } from '../uploads/uploads.service.ts';

export const presentEstimate = presenter(estimateSchema, estimates);

export const presentEstimateItem = presenter(estimateItemSchema, estimateItems);

export const presentPhoto = (row: typeof estimateImages.$inferSelect) => ({
  id: row.id,
  estimate_id: row.estimateId,
  upload_id: row.uploadId,
  url: uploadUrl(row.uploadId),
  created_at: row.createdAt.toISOString(),
});
