// The portal's Spanish messages: the same tree as en.ts (its type says so), for store and vendor staff. The
// resources' words (resources.<segment>.name and .fields.*) are derived from the declarations in English;
// their Spanish is one word list keyed by the English phrase (resource-words-es.ts), so a resource's list,
// form and detail screens speak Spanish without a word written per screen.
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { Messages } from './en.ts';
import { en, vendorEn } from './en.ts';
import { translateResourceWords } from './resource-words-es.ts';
import { actionsEs, ordersEs, statusEs } from './orders-es.ts';

type PortalWords = Omit<Messages, 'resources' | 'navigation'>;

const portal: Translation<PortalWords['portal']> = {
  product: 'Plataforma de servicios',
  orders: ordersEs,
  status: statusEs,
  actions: actionsEs,
  filters: { active: 'Activo', inactive: 'Inactivo', status: 'Estado' },
  platform_admin: 'Administración de la plataforma',
  vendor_portal: 'Portal del proveedor',
  roles: {
    3: 'Personal de tienda',
    4: 'Propietario de tienda',
    5: 'Superadministrador',
    7: 'Propietario del proveedor',
    8: 'Personal del proveedor',
  },
  menu: {
    dashboard: 'Panel',
    users: 'Usuarios',
    location: 'Sucursal',
    customers: 'Clientes',
    'store-services': 'Servicios',
    'sales-orders': 'Pedidos',
    'work-orders': 'Órdenes de trabajo',
    billing: 'Facturación',
    integrations: 'Integración',
    vendors: 'Proveedores',
    settings: 'Configuración',
    main: 'Navegación principal',
  },
  user_menu: { profile: 'Mi perfil', logout: 'Cerrar sesión' },
  login: {
    title: 'Inicie sesión en su portal',
    subtitle: 'Para propietarios de tienda, personal de tienda y administradores de la plataforma.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    show_password: 'Mostrar contraseña',
    hide_password: 'Ocultar contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    forgot: '¿Olvidó su contraseña?',
    required: 'Escriba su correo electrónico y su contraseña.',
    signed_in_as: 'Ha iniciado sesión como %{name}.',
    continue: 'Continuar al portal',
  },
  staff_signup: {
    title: 'Únase a su equipo',
    subtitle: '%{store} invitó a %{email} a su equipo. Elija su nombre y una contraseña.',
    first_name: 'Nombre',
    last_name: 'Apellidos',
    password: 'Contraseña',
    password_hint: 'Al menos 8 caracteres.',
    name_hint: 'Letras y espacios, de 2 a 30 caracteres.',
    submit: 'Unirse al equipo',
    submitting: 'Uniéndose…',
    loading: 'Abriendo su invitación…',
    expires: 'La invitación es válida hasta el %{date}.',
    gone: 'Esta invitación no existe. Pida una nueva a quien le invitó.',
    accepted: 'Esta invitación ya se usó. Inicie sesión con la contraseña que eligió.',
    revoked: 'Esta invitación fue retirada. Pida una nueva a quien le invitó.',
    expired: 'Esta invitación ha caducado. Pida una nueva a quien le invitó.',
    sign_in: 'Ir a iniciar sesión',
  },
  dashboard: {
    greeting: 'Bienvenido de nuevo, %{name}',
    signed_in: 'Ha iniciado sesión en %{store} como %{role}.',
    signed_in_platform: 'Ha iniciado sesión como %{role}, con acceso a todas las tiendas.',
  },
  placeholder: { back: 'Volver al portal' },
  acting: {
    title: 'Abriendo el portal del propietario de la tienda',
    opening: 'Iniciando sesión como propietario de la tienda…',
    admin_only: 'Solo el superadministrador puede actuar como propietario de una tienda.',
    bad_store: 'Esta tienda no existe.',
    banner:
      'Está actuando como %{owner} de %{store}. Cada cambio queda registrado en el historial de auditoría con su nombre y el suyo.',
    back: 'Volver a %{name}',
  },
  integrations: {
    title: 'Integraciones',
    loading: 'Cargando Shopify',
    shopify_purpose:
      'Los pedidos hechos en su tienda Shopify que incluyen sus servicios de reparación llegan aquí como pedidos de venta.',
    missing: 'Shopify aún no está configurado en esta plataforma: el operador debe configurar %{keys}.',
    connected: 'Conectado',
    connected_shop: '%{shop} está conectada desde el %{date}; %{count} pedidos importados.',
    shop: 'Dominio de la tienda',
    shop_help: 'La dirección de su tienda, terminada en .myshopify.com',
    connect: 'Conectar Shopify',
    connecting: 'Abriendo Shopify…',
    disconnect: 'Desconectar Shopify',
    disconnecting: 'Desconectando…',
    disconnect_title: '¿Desconectar %{shop}?',
    disconnect_confirm:
      'La aplicación se desinstala de la tienda y se revoca su acceso; dejan de llegar nuevos pedidos de Shopify. Los pedidos importados hasta ahora se conservan.',
    disconnected: '%{shop} está desconectada.',
    disconnect_unconfirmed:
      '%{shop} está desconectada aquí, pero no se pudo contactar con Shopify para revocar su acceso: desinstale también la aplicación en la administración de Shopify.',
    webhooks: 'Webhooks',
    webhooks_purpose:
      'Sus otros sistemas pueden recibir aviso de cada evento de pedido, orden de trabajo, presupuesto y cobro: cada uno se envía a los destinos que registre, firmado con su secreto, y se reintenta hasta que lo acepten.',
    endpoints: 'Destinos',
    deliveries: 'Entregas',
    shopify_auth: 'Conectar Shopify',
    installed:
      'Su tienda %{shop} está conectada. Los nuevos pedidos con sus servicios llegarán como pedidos de venta.',
    not_installed: 'Shopify no terminó la conexión. Empiece de nuevo desde Integraciones.',
    open: 'Abrir Integraciones',
  },
  not_found: { title: 'Esta página no existe', action: 'Ir a la página de inicio' },
  validation: {
    pattern: 'Introduzca un valor válido para %{field}',
    integer: 'Debe ser un número entero',
    money: 'Use como máximo 2 decimales',
    max_items: 'Como máximo %{max}',
    tag: '«%{tag}» no es una entrada válida%{example}',
  },
  list: { empty: 'Todavía no hay %{name}', none_yet: 'Todavía no hay %{name}.', actions: 'Acciones' },
  export: { progress: 'Exportando… %{size}' },
  settings: {
    loading: 'Cargando su configuración…',
    retry: 'Reintentar',
    look: 'Su tienda en línea',
    shipping: 'Envíos',
    preview: 'Vista previa de la tienda en línea',
    more: 'Más ajustes',
    saved: 'Configuración guardada. Su tienda en línea ya la muestra.',
    fix_fields: 'Algunos campos no son válidos: revise los campos marcados.',
    sections: {
      brand: 'Marca',
      colours: 'Colores',
      font: 'Tipografía',
      links: 'Enlaces y scripts',
      language: 'Idioma y moneda',
      tracking: 'Seguimiento de pedidos',
      paper: 'Documentos impresos y firmas',
      deposit: 'Depósitos',
      texts: 'Mensajes de texto',
    },
    contrast: {
      title: 'Contraste del texto (WCAG)',
      unreadable:
        'Difícil de leer: %{ratio}:1, el texto necesita al menos %{minimum}:1. Los clientes verán aquí texto %{replacement}.',
    },
  },
  upload: {
    choose: 'Subir imagen',
    replace: 'Reemplazar',
    remove: 'Quitar',
    progress: 'Progreso de la subida',
    too_large: 'La imagen pesa más de 8 MB; elija una más pequeña.',
  },
  tenant: {
    store: 'Tienda',
    vendor: 'Proveedor',
    store_hint: 'Como administrador de la plataforma, lo crea en la tienda que elija.',
    vendor_hint: 'Como administrador de la plataforma, lo crea para el proveedor que elija.',
  },
  permissions: {
    title: 'Permisos',
    help: 'Elija qué puede hacer esta persona, en todas partes o solo en una sucursal. Los propietarios de tienda pueden hacerlo todo.',
    everywhere: 'En todas partes',
    scope: 'Dónde se aplican los permisos',
    module: 'Área',
  },
  reply: {
    title: 'Escribir al cliente',
    help: 'Sale por la bandeja de salida y queda en la línea de tiempo del pedido.',
    channel: 'Enviar como',
    sms: 'SMS',
    mail: 'Correo',
    no_texts: 'El cliente no ha aceptado recibir SMS.',
    body: 'Mensaje',
    segments: '%{count} caracteres · %{segments} segmento(s) de SMS',
    send: 'Enviar',
    sent: 'Enviado a %{to}.',
  },
};

const words: Translation<PortalWords> = {
  ra: { auth: { logout: 'Cerrar sesión', user_menu: 'Perfil' } },
  portal,
};

export const es = {
  ...words,
  resources: translateResourceWords(en.resources),
  navigation: translateResourceWords(en.navigation),
};
export const vendorEs = {
  ...words,
  resources: translateResourceWords(vendorEn.resources),
  navigation: translateResourceWords(vendorEn.navigation),
};
