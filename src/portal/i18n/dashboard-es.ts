// The dashboards' charts, the redo figures and the jobs board's scanner in Spanish (dashboard-en.ts's tree).
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { dashboardEn } from './dashboard-en.ts';

export const dashboardEs: Translation<typeof dashboardEn> = {
  portal: {
    charts: {
      show_as: 'Mostrar %{what} como',
      chart: 'Gráfico',
      table: 'Tabla',
      by_status: 'Pedidos por estado. %{summary}',
      orders: 'Pedidos',
      orders_placed: 'Pedidos realizados',
      collected: 'Cobrado',
      over_days:
        '%{orders} pedidos y %{amount} cobrados en %{smart_count} día |||| %{orders} pedidos y %{amount} cobrados en %{smart_count} días',
      over_months:
        '%{orders} pedidos y %{amount} cobrados en %{smart_count} mes |||| %{orders} pedidos y %{amount} cobrados en %{smart_count} meses',
      day_pattern: 'D MMM',
      no_days: 'Este periodo no tiene días.',
    },
    redo: {
      none_completed: 'No se completó nada en este periodo.',
      redos: 'Repeticiones',
      rate: 'Tasa de repetición',
      per_service: 'Tasa de repetición por servicio',
      per_vendor: 'Tasa de repetición por proveedor',
      service: 'Servicio',
      vendor: 'Proveedor',
      items_completed: 'Artículos completados',
      work_finished: 'Trabajos terminados',
      of_your_work: 'Repeticiones de su trabajo',
      own_rate: 'Tasa de repetición en 90 días:',
      own_counts:
        '(%{redos} de %{smart_count} trabajo terminado) |||| (%{redos} de %{smart_count} trabajos terminados)',
      no_finished: 'Ningún trabajo terminado en los últimos 90 días.',
      none_of_yours: 'Ninguna repetición de su trabajo.',
      within_warranty: 'dentro de la garantía',
      outside_warranty: 'fuera de la garantía',
      charged: ', con cargo',
    },
    scan: {
      no_camera: 'No se pudo abrir ninguna cámara. Escriba el número.',
      camera_view: 'Vista de la cámara: apunte al código QR de la ficha',
      no_code:
        'No se pudo leer ningún código QR en esa foto. Vuelva a intentarlo más cerca o escriba el número.',
      scan_photo: 'Escanear una foto',
      photo_label: 'Foto del código QR de la ficha',
      flagged: 'Registrada y señalada al propietario: %{reason}',
      recorded: 'Registrada: %{item} lo tiene %{holder}.',
      you: 'usted',
      code: 'Escanee o escriba un número de artículo',
      open: 'Abrir',
      scan: 'Escanear',
      scan_title: 'Escanear la ficha',
      close_camera: 'Cerrar la cámara',
      handoff: 'Entrega',
      nothing_found: 'Ningún artículo que usted pueda gestionar tiene este número.',
      with: 'Lo tiene: %{holder}',
      work: ' · trabajo %{status}',
      nothing_waiting: 'No hay ninguna entrega pendiente para usted.',
      close: 'Cerrar',
      next: {
        vendor_received: 'Recibido de la tienda',
        transfer_received: 'Recibido de la otra ubicación',
        store_received: 'Recibido de vuelta del proveedor',
      },
    },
  },
};
