// A store's onboarding in Spanish (onboarding-en.ts's tree). The field labels are checked against the forms'
// fields by tests/unit/i18n-catalogues.test.ts (the English side is derived, so its type cannot say).
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { onboardingEn } from './onboarding-en.ts';

export const onboardingEs: Translation<typeof onboardingEn> = {
  portal: {
    onboarding: {
      fields: {
        sign_up: {
          store_name: 'Nombre de la tienda',
          slug: 'Dirección de la tienda',
          first_name: 'Nombre',
          last_name: 'Apellidos',
          email: 'Correo electrónico',
          password: 'Contraseña',
        },
        address: {
          label: 'Nombre de la dirección',
          address_line1: 'Dirección',
          address_line2: 'Dirección (línea 2)',
          city: 'Ciudad',
          state: 'Provincia o región',
          postal_code: 'Código postal',
          country_code: 'País',
          phone: 'Teléfono',
        },
        shipping: {
          use_platform_shipping:
            'Usar los envíos de la plataforma (si no, su propia cuenta de transportista)',
          shipping_account_type: 'Su transportista',
          is_fixed_shipping: 'Cobrar un precio de envío fijo',
          fixed_shipping_price: 'Precio de envío fijo',
          is_international_shipping: 'Enviar al extranjero',
        },
      },
      loading: 'Cargando…',
      go_to_billing: 'Ir a Facturación',
      processing_plan: 'Procesando su plan',
      processing_payment: 'Procesando su pago',
      welcome: {
        title: 'Abra su tienda en línea',
        intro:
          'Reciba pedidos de reparación y de servicios en su propia tienda en línea, gestiónelos con su equipo y sus proveedores, y cobre. La configuración lleva unos cinco minutos:',
        start: 'Empezar',
        have_account: 'Ya tengo una cuenta: iniciar sesión',
      },
      sign_up: {
        title: 'Háblenos de su tienda',
        intro: 'Su tienda en línea tiene su propia dirección; más adelante puede añadir su propio dominio.',
        slug_help: 'Letras minúsculas, cifras y guiones',
        password_help: 'Al menos 8 caracteres',
        submit: 'Crear mi tienda',
        free: '%{host} está libre',
        not_available: 'No disponible',
      },
      confirm: {
        title: 'Confirmando su correo electrónico',
        log_in: 'Iniciar sesión',
        confirming: 'Confirmando…',
        inbox_title: 'Revise su bandeja de entrada',
        sent_to: 'Hemos enviado un enlace de confirmación a %{email}.',
        sent: 'Hemos enviado un enlace de confirmación a su correo electrónico.',
        open_it: 'Ábralo para seguir configurando su tienda, en este dispositivo o en cualquier otro.',
        no_mail:
          '¿No le llega ningún correo en unos minutos? Mire en la carpeta de correo no deseado o vuelva a registrarse con la dirección correcta.',
      },
      forgot: {
        title: '¿Ha olvidado su contraseña?',
        intro:
          'Escriba el correo electrónico con el que inicia sesión; le enviaremos un enlace para elegir una contraseña nueva.',
        sent: 'Si %{email} tiene una cuenta en el portal, le llegará un enlace. Revise su bandeja de entrada.',
        email: 'Correo electrónico',
        send: 'Enviarme un enlace',
        back: 'Volver a iniciar sesión',
      },
      reset: {
        title: 'Elija una contraseña nueva',
        checking: 'Comprobando su enlace…',
        gone: 'Este enlace ha caducado o ya se ha usado.',
        ask_again: 'Pida uno nuevo',
        done: 'Su contraseña ha cambiado. Inicie sesión con la nueva.',
        log_in: 'Iniciar sesión',
        new_password: 'Contraseña nueva',
        help: 'Al menos 8 caracteres',
        save: 'Guardar la contraseña nueva',
      },
      setup: {
        welcome_title: 'Bienvenido a su tienda',
        confirmed:
          'Su correo electrónico está confirmado. Unos pocos pasos más y su tienda en línea estará lista para los clientes:',
        to_do: 'Pendiente',
        later: 'Más adelante',
        done: 'Hecho',
        continue: 'Continuar',
        address_title: '¿Dónde está su tienda?',
        address_intro:
          'Su dirección principal: aquí le dejan los clientes sus artículos y desde aquí se devuelven los paquetes.',
        main_store: 'Tienda principal',
        country_help: 'Dos letras, por ejemplo ES, MX, AR',
        save_continue: 'Guardar y continuar',
        shipping_title: '¿Cómo hace sus envíos?',
        shipping_intro:
          'Los clientes pueden enviar sus artículos y recibirlos de vuelta por paquetería. Elija qué cuenta de envíos se usa.',
        platform: 'Usar los envíos de la plataforma',
        platform_text: 'Etiquetas compradas a través de la plataforma; no hay nada que configurar.',
        own: 'Usar mi propia cuenta de transportista',
        own_text: 'Las tarifas que ha negociado con su transportista.',
        details_title: 'Datos de envío',
        carriers: { 1: 'Transportista 1', 2: 'Transportista 2', 3: 'Otro transportista' },
        fixed_help: 'Se cobra en cada pedido que se devuelve por envío (en dólares)',
        back: 'Atrás',
      },
      payments: {
        title: 'Cobre en línea',
        continue_in_store: 'Continuar con pagos en la tienda',
        stripe_pages:
          'Stripe le pide los datos de su negocio y de su banco en sus propias páginas seguras, y luego le trae de vuelta aquí.',
        continue: 'Continuar',
        connect: 'Conectar con Stripe',
        later: 'Hacerlo más adelante',
        checking_title: 'Comprobando su cuenta de Stripe',
        asking: 'Consultando a Stripe…',
        failed_title: 'El alta en Stripe no ha terminado',
        failed:
          'Stripe todavía necesita algunos datos para que su tienda pueda cobrar con tarjeta. No se ha perdido nada: vuelva a abrir Stripe para terminar, o cobre en la tienda por ahora.',
        try_again: 'Volver a intentarlo',
        all_set: 'Todo listo',
        finish_it: 'Terminarlo',
        open_text:
          'Abra su tienda: su tienda en línea se publica y usted entra en su portal para añadir ubicaciones, servicios y su equipo. Puede cambiar el aspecto de su tienda en línea cuando quiera en Configuración.',
        open: 'Abrir mi tienda',
        payment_title: 'Pago',
        payment_intro: 'Las facturas de la plataforma pendientes de pago.',
        paid: 'La factura %{number} está pagada.',
        nothing: 'No hay nada que pagar: todas las facturas están saldadas.',
        pay: 'Pagar',
        back_billing: 'Volver a Facturación',
        items_title: 'Añadir conceptos facturados',
        items_intro: 'Extras que se cobran con su próxima factura de la plataforma.',
        description: 'Descripción',
        amount: 'Importe',
        add: 'Añadir concepto',
        no_items: 'Todavía no hay conceptos facturados.',
        invoiced: '(facturado)',
      },
    },
  },
};
