/**
 * The contact form's state (docs/product-rules.md#catalogue: name, email, phone, service, message) and the WhatsApp
 * text built from it. On submit the page opens the chat with this text (docs/product-rules.md#improvements), so the visitor's message actually reaches the business.
 */
export const SERVICE_OPTIONS = [
  { value: '', label: 'Selecciona un servicio' },
  { value: 'uniformes', label: 'Uniformes Deportivos' },
  { value: 'productos', label: 'Productos Personalizados' },
  { value: 'sublimacion', label: 'Sublimación' },
  { value: 'dtf', label: 'DTF' },
  { value: 'serigrafia', label: 'Serigrafía' },
  { value: 'otros', label: 'Otros' },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]['value'];

export type ContactMessage = { name: string; email: string; phone: string; service: ServiceValue; message: string };

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', phone: '', service: '', message: '' };

export const MESSAGE_MAX_LENGTH = 500;

export const CONTACT_SENT_ALERT = '¡Mensaje enviado! Nos pondremos en contacto contigo pronto.';

/** The live counter under the message field: 'N/500 caracteres'. */
export function messageCounterText(message: string): string {
  return `${message.length}/${MESSAGE_MAX_LENGTH} caracteres`;
}

export function isServiceValue(value: string): value is ServiceValue {
  return SERVICE_OPTIONS.some((o) => o.value === value);
}

/** The visible name of a chosen service; undefined when none is chosen. */
export function serviceLabel(value: ServiceValue): string | undefined {
  return value ? SERVICE_OPTIONS.find((o) => o.value === value)?.label : undefined;
}

/**
 * The chat text: a greeting, then name, e-mail, phone and service (phone and service only when
 * given), then the message. Values are trimmed; the message keeps its own line breaks.
 * The WhatsApp link builder percent-encodes it.
 */
export function buildContactMessage(form: ContactMessage): string {
  const name = form.name.trim();
  const email = form.email.trim();
  const phone = form.phone.trim();
  const service = serviceLabel(form.service);
  const message = form.message.trim();
  const lines = [
    'Hola, les escribo desde el formulario de contacto de la web.',
    '',
    `Nombre: ${name}`,
    `Correo: ${email}`,
    ...(phone ? [`Teléfono: ${phone}`] : []),
    ...(service ? [`Servicio: ${service}`] : []),
    '',
    'Mensaje:',
    message,
  ];
  return lines.join('\n');
}
