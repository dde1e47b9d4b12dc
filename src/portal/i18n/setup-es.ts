// The words for setting a store up in Spanish (setup-en.ts's tree).
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { setupEn } from './setup-en.ts';

export const setupEs: Translation<typeof setupEn> = {
  portal: {
    records: {
      today: 'hoy',
      days: '%{smart_count} día |||| %{smart_count} días',
      since: 'Desde el %{date}',
      in_stage: 'en la etapa %{age}',
      numbered: '%{title}: %{value}',
    },
    settings: {
      colour: { pick: '%{label}: elegir', placeholder: '#rrggbb' },
      contrast: {
        sample: 'Aa',
        white: 'blanco',
        black: 'negro',
        pairs: {
          font_color_on_background_color: 'Texto sobre el fondo',
          font_color_on_top_bar_color: 'Texto de la barra superior sobre la barra',
          button_hover_font_color_on_button_color: 'Texto del botón sobre el botón',
          button_hover_font_color_on_button_hover_color: 'Texto del botón sobre el botón al pasar el ratón',
        },
      },
      storefront_preview: {
        cart: 'Carrito (1)',
        service: 'Ajuste de talla de anillo',
        service_text: 'Agrandado o reducido por nuestros joyeros en el taller, listo en 5 días.',
        sizes: 'Talla actual %{current} · talla deseada %{desired}',
        add: 'Añadir al carrito',
        privacy: 'Política de privacidad',
        terms: 'Términos y condiciones',
      },
    },
    templates: {
      title: 'Mensajes a los clientes',
      intro:
        'El correo y el SMS que reciben sus clientes en cada paso, con sus palabras. Los SMS solo llegan a los clientes que los aceptaron.',
      retry: 'Reintentar',
      loading: 'Cargando',
      events_label: 'Avisos',
      own: 'Sus palabras',
      default: 'Palabras predeterminadas',
      sent_when: 'Se envía cuando %{when}.',
      variables: 'Variables: haga clic para insertarlas donde está el cursor',
      variable_example: '%{label}; por ejemplo, %{example}',
      send_mail: 'Enviar un correo',
      mail_subject: 'Asunto del correo',
      mail_body: 'Texto del correo',
      mail_body_help: 'Una línea en blanco empieza un párrafo nuevo. El botón y el enlace se añaden solos.',
      send_sms: 'Enviar un SMS',
      sms: 'SMS',
      sms_length:
        '%{units} caracteres · %{smart_count} segmento (%{encoding}) · como máximo %{max} |||| %{units} caracteres · %{smart_count} segmentos (%{encoding}) · como máximo %{max}',
      ucs2: ': un carácter fuera de GSM-7 hace que los segmentos sean de 70',
      save: 'Guardar',
      send_test: 'Enviarme una prueba',
      reset: 'Restablecer lo predeterminado',
      saved: 'Guardado. Los clientes reciben estas palabras a partir de ahora.',
      test_sent: 'Prueba enviada a %{to}.',
      defaults: 'Estas son las palabras predeterminadas.',
      reset_done: 'De vuelta a las palabras predeterminadas.',
      preview: 'Vista previa',
      preview_title: 'Vista previa con el pedido de demostración',
      subject: 'Asunto:',
      mail_preview: 'Vista previa del correo',
      events: {
        sales_order: {
          placed: { label: 'Pedido realizado', when: 'un cliente realiza un pedido' },
          received: { label: 'Pedido recibido', when: 'la tienda recibe el artículo' },
          in_progress: { label: 'Pedido en curso', when: 'empieza el trabajo del pedido' },
          ready: { label: 'Pedido listo', when: 'el pedido está listo para el cliente' },
          completed: { label: 'Pedido completado', when: 'el pedido se completa (se entrega)' },
          cancelled: { label: 'Pedido cancelado', when: 'se cancela el pedido' },
          refunded: { label: 'Pedido reembolsado', when: 'se reembolsa el pedido' },
          paid: {
            label: 'Pago recibido',
            when: 'la tienda registra un pago o se cobra un pago con tarjeta',
          },
        },
        estimate: {
          requested: { label: 'Presupuesto recibido', when: 'un cliente pide un presupuesto' },
          quoted: { label: 'Presupuesto enviado', when: 'se pone precio al presupuesto' },
          expiring: {
            label: 'Presupuesto a punto de caducar',
            when: 'un presupuesto enviado caduca sin respuesta',
          },
        },
        charge: {
          additional: {
            label: 'Cargo extra del trabajo solicitado',
            when: 'más trabajo en un artículo necesita la aprobación y el pago del cliente',
          },
          extra: { label: 'Cargo adicional solicitado', when: 'la tienda pide un cargo extra en el pedido' },
        },
        feedback: {
          request: { label: 'Petición de opinión', when: 'el pedido se completa' },
        },
      },
      variable_names: {
        first_name: 'Nombre',
        store_name: 'Tienda',
        location_name: 'Sucursal',
        order_no: 'Número de pedido',
        item_numbers: 'Números de artículo',
        estimate_no: 'Número de presupuesto',
        total: 'Total',
        amount: 'Importe',
        reason: 'Motivo',
        due_date: 'Fecha de entrega',
        next_steps: 'Próximos pasos',
        link: 'Enlace',
      },
    },
    invitations: {
      created:
        'Invitación creada para %{email}. Esa persona elige su nombre y su contraseña en este enlace, una sola vez, en un plazo de 7 días.',
      shown_once: 'El enlace solo se muestra ahora. Cópielo si quiere enviarlo usted.',
      link: 'Enlace de registro',
      copy: 'Copiar enlace',
      copied: 'Copiado',
      another: 'Invitar a otra persona',
      back: 'Volver a las invitaciones',
    },
  },
};
