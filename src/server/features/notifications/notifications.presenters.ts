// How a notification is shown (the list and the live socket).
import { notificationSchema } from '../../../../schemas/notification.schema.ts';
import { notifications } from '../../db/schema/index.ts';
import { presenter } from '../../orders/http.ts';

export const presentNotification = presenter(notificationSchema, notifications);
