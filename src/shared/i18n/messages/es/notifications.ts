import type { Translation } from '../../catalogue.ts';
import type { notifications as english } from '../en/notifications.ts';

export const notifications: Translation<typeof english> = {
  title: 'Notificaciones',
  bell: 'Notificaciones, %{count} sin leer',
  sound_on: 'Sonido activado',
  sound_off: 'Sonido desactivado',
  mute: 'Silenciar el sonido de las notificaciones',
  read_all: 'Marcar todas como leídas',
  general: 'General',
  watching: 'Siguiendo',
  none: 'Todavía no hay notificaciones.',
  more: 'Ver más',
  loading: 'Cargando notificaciones',
  time_pattern: 'ddd, D [de] MMM [de] YYYY, H:mm',
};
