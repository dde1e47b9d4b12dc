import type { Translation } from '../../catalogue.ts';
import type { frame as english } from '../en/frame.ts';

export const frame: Translation<typeof english> = {
  loading: 'Cargando...',
  skip: 'Saltar al contenido',
  error: {
    title: 'Algo salió mal',
    sentence: 'No se pudo cargar esta página. Vuelva a cargarla para intentarlo de nuevo.',
    reload: 'Volver a cargar',
  },
  not_found: {
    title: 'Esta página no existe',
    sentence: 'Es posible que el enlace esté roto o que la página se haya movido.',
    home: 'Ir a la página de inicio',
  },
  site_gone: 'Este sitio no existe',
};
