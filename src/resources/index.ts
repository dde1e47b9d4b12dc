// Every declared resource; the server registers each through one mechanism.
import { locationsResource } from './locations.resource.ts';

export const resources = [locationsResource];
