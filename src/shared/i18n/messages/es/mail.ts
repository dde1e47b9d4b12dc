import type { Translation } from '../../catalogue.ts';
import type { mail as english } from '../en/mail.ts';

export const mail: Translation<typeof english> = {
  events: {
    sales_order: {
      placed: {
        action: 'Seguir mi pedido',
        subject: 'Pedido {{order_no}} confirmado',
        body: 'Gracias por su pedido {{order_no}}, {{first_name}}.\n\n{{next_steps}}',
        sms: '{{store_name}}: gracias, su pedido {{order_no}} está registrado. Sígalo aquí: {{link}}',
      },
      received: {
        action: 'Seguir mi pedido',
        subject: 'Pedido {{order_no}}: recibido',
        body: 'Hola, {{first_name}}:\n\nHemos recibido su pedido {{order_no}} en {{location_name}}. Le avisaremos en cuanto empecemos a trabajar en él.',
        sms: '{{store_name}}: hemos recibido su pedido {{order_no}}. Sígalo aquí: {{link}}',
      },
      in_progress: {
        action: 'Seguir mi pedido',
        subject: 'Pedido {{order_no}}: en curso',
        body: 'Hola, {{first_name}}:\n\nYa hemos empezado a trabajar en su pedido {{order_no}}.',
        sms: '{{store_name}}: ya estamos trabajando en su pedido {{order_no}}. {{link}}',
      },
      ready: {
        action: 'Seguir mi pedido',
        subject: 'Pedido {{order_no}}: listo',
        body: 'Hola, {{first_name}}:\n\nSu pedido {{order_no}} está listo. Puede recogerlo en {{location_name}}.',
        sms: '{{store_name}}: su pedido {{order_no}} está listo para recoger en {{location_name}}. {{link}}',
      },
      completed: {
        action: 'Ver mi pedido',
        subject: 'Pedido {{order_no}}: completado',
        body: 'Hola, {{first_name}}:\n\nSu pedido {{order_no}} está completado. Gracias por confiar en {{store_name}}.',
        sms: '{{store_name}}: su pedido {{order_no}} está completado. ¡Gracias!',
      },
      cancelled: {
        action: 'Ver mi pedido',
        subject: 'Pedido {{order_no}}: cancelado',
        body: 'Hola, {{first_name}}:\n\nSu pedido {{order_no}} ha sido cancelado.',
        sms: '{{store_name}}: su pedido {{order_no}} ha sido cancelado. {{link}}',
      },
      refunded: {
        action: 'Ver mi pedido',
        subject: 'Pedido {{order_no}}: reembolsado',
        body: 'Hola, {{first_name}}:\n\nLe hemos reembolsado el pedido {{order_no}}: {{total}}.',
        sms: '{{store_name}}: le hemos reembolsado el pedido {{order_no}}. {{link}}',
      },
      paid: {
        action: 'Ver mi pedido',
        subject: 'Pedido {{order_no}}: pago recibido',
        body: 'Hola, {{first_name}}:\n\nHemos recibido su pago de {{amount}} por el pedido {{order_no}}. Muchas gracias.',
        sms: '{{store_name}}: hemos recibido su pago de {{amount}} por el pedido {{order_no}}. ¡Gracias!',
      },
    },
    estimate: {
      requested: {
        action: 'Ver mi solicitud',
        subject: 'Hemos recibido su solicitud de presupuesto {{estimate_no}}',
        body: 'Hemos recibido su solicitud de presupuesto.\n\nSu solicitud {{estimate_no}} ya está con nosotros. Le enviaremos el presupuesto por correo en cuanto lo tengamos preparado.',
        sms: '{{store_name}}: hemos recibido su solicitud de presupuesto {{estimate_no}}. {{link}}',
      },
      quoted: {
        action: 'Revisar el presupuesto',
        subject: 'Su presupuesto {{estimate_no}} está listo',
        body: 'El presupuesto {{estimate_no}} está listo.\n\nRevise los trabajos presupuestados y, después, acepte o rechace el presupuesto.',
        sms: '{{store_name}}: su presupuesto {{estimate_no}} está listo: {{total}}. Revíselo aquí: {{link}}',
      },
      expiring: {
        action: 'Pedir un nuevo presupuesto',
        subject: 'Su presupuesto {{estimate_no}} ha caducado',
        body: 'Hola, {{first_name}}:\n\nEl presupuesto {{estimate_no}} no se respondió a tiempo y ha caducado. Pídanos otro cuando lo desee.',
        sms: '{{store_name}}: su presupuesto {{estimate_no}} ha caducado. {{link}}',
      },
    },
    charge: {
      additional: {
        action: 'Revisar y pagar',
        subject: 'Cargo adicional en el pedido {{order_no}}',
        body: 'Hola, {{first_name}}:\n\nSu artículo {{item_numbers}} necesita un trabajo adicional: {{amount}}.\n\nMotivo: {{reason}}',
        sms: '{{store_name}}: su artículo {{item_numbers}} necesita un trabajo adicional ({{amount}}). Revíselo y páguelo aquí: {{link}}',
      },
      extra: {
        action: 'Revisar y pagar',
        subject: 'Cargo extra en el pedido {{order_no}}',
        body: 'Hola, {{first_name}}:\n\nLe solicitamos un cargo extra de {{amount}} en el pedido {{order_no}}.\n\nMotivo: {{reason}}',
        sms: '{{store_name}}: cargo extra de {{amount}} en el pedido {{order_no}}. Revíselo y páguelo aquí: {{link}}',
      },
    },
    feedback: {
      request: {
        action: 'Dar mi opinión',
        subject: '¿Qué tal le atendimos con el pedido {{order_no}}?',
        body: 'Gracias por confiar en {{store_name}}. Cuéntenos qué tal fue: solo le llevará un minuto.',
        sms: '{{store_name}}: ¿qué tal le atendimos con el pedido {{order_no}}? Cuéntenoslo: {{link}}',
      },
    },
  },
  values: {
    customer: 'cliente',
    theStore: 'la tienda',
    noReason: 'no indicado',
    whenReady: 'cuando usted quiera',
    total: 'Total',
    line: '%{quantity} × %{name}',
    dropOff: 'Traiga su artículo a %{location}, %{address}. Indique su número de pedido en el mostrador.',
    shipIn:
      'Embale bien su artículo y envíelo a la tienda con su número de pedido dentro del paquete. Le avisaremos cuando llegue.',
  },
  layout: { openLink: 'O abra este enlace:' },
  texts: {
    help: '%{store}: mensajes sobre sus pedidos. Responda BAJA para dejar de recibirlos y ALTA para volver a recibirlos.',
    thisNumber: 'Este número',
  },
  staffMessage: {
    subject: '%{store}: sobre su pedido %{order}',
    greeting: 'Hola, %{name}:',
  },
  account: {
    verify: {
      subject: 'Confirme su correo electrónico para %{store}',
      heading: 'Bienvenido/a, %{name}',
      paragraph: 'Confirme su dirección de correo electrónico para terminar de crear su cuenta en %{store}.',
      action: 'Confirmar mi correo',
      footnote: 'Si no ha creado ninguna cuenta, puede ignorar este correo.',
    },
    confirmEmail: {
      subject: 'Confirme su nueva dirección de correo para %{store}',
      heading: 'Hola, %{name}',
      headingNoName: 'Hola',
      paragraph:
        'Alguien ha pedido usar esta dirección para una cuenta en %{store}. El cambio se aplicará cuando lo confirme aquí:',
      action: 'Confirmar esta dirección',
      footnote:
        'El enlace funciona una sola vez y durante %{hours} horas. Si no lo ha pedido usted, ignore este correo: no cambiará nada.',
    },
    reset: {
      subject: 'Restablezca su contraseña de %{store}',
      heading: 'Hola, %{name}',
      paragraph: 'Alguien ha pedido restablecer la contraseña de su cuenta. Elija una nueva contraseña aquí:',
      action: 'Elegir una nueva contraseña',
      footnote:
        'El enlace funciona una sola vez y durante %{smart_count} hora. Si no lo ha pedido usted, ignore este correo: su contraseña seguirá siendo la misma. |||| El enlace funciona una sola vez y durante %{smart_count} horas. Si no lo ha pedido usted, ignore este correo: su contraseña seguirá siendo la misma.',
    },
    exists: {
      subject: 'Ya tiene una cuenta en %{store}',
      heading: 'Hola, %{name}',
      paragraph:
        'Alguien ha intentado crear una cuenta con esta dirección de correo, que ya tiene una. Puede iniciar sesión o, si ha olvidado su contraseña, elegir una nueva.',
      action: 'Iniciar sesión',
      footnote: '¿Ha olvidado su contraseña? %{link}',
    },
    loginAlert: {
      subject: 'Intentos fallidos de acceso a su cuenta de %{store}',
      heading: 'Hola, %{name}',
      paragraph:
        'Alguien ha intentado entrar en su cuenta con una contraseña incorrecta %{attempts} veces. Hemos pausado los intentos durante un rato.',
      advice:
        'Si ha sido usted, espere unos minutos y vuelva a intentarlo. Si no, elija una nueva contraseña.',
      action: 'Elegir una nueva contraseña',
    },
  },
  paymentLink: {
    subject: 'Pague el importe pendiente del pedido %{order}',
    heading: 'Pedido %{order}: %{amount} pendiente de pago',
    paragraph:
      '%{store} le ha enviado un enlace para pagar en línea lo que queda de su pedido (%{amount}) antes de recogerlo.',
    action: 'Pagar el importe pendiente',
    footnote: 'También puede pagar en la tienda cuando recoja su artículo.',
  },
};
