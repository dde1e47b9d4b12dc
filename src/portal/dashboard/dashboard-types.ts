// The dashboard's answer, as the API description declares it (schemas/dashboard.schema.ts).
import type { components } from '../../client/api-schema';

export type DashboardFigures = components['schemas']['Dashboard'];
