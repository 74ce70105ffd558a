import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { showAlert } from '@estampa/shared/browser/alert';
import { colors, font, mq, space } from '@estampa/shared/theme/theme';
import { Button } from '@estampa/shared/ui/Button';
import { openWhatsAppOrGo, whatsappUrl } from '@estampa/shared/whatsapp/whatsapp';
import { intent } from '@estampa/shared/telemetry/intent';
import { controlCss, fieldCss, formPanelCss, labelCss, noteCss } from './contactStyles';
import {
  CONTACT_SENT_ALERT,
  EMPTY_CONTACT_MESSAGE,
  MESSAGE_MAX_LENGTH,
  SERVICE_OPTIONS,
  buildContactMessage,
  isServiceValue,
  messageCounterText,
  type ContactMessage,
} from './contactMessage';

type TextField = 'name' | 'email' | 'phone' | 'message';

/** Each field's id: its label's target, and where the page reads what it holds when it comes to life. */
const FIELD_ID = {
  name: 'contacto-nombre',
  email: 'contacto-correo',
  phone: 'contacto-telefono',
  service: 'contacto-servicio',
  message: 'contacto-mensaje',
} as const;

/**
 * 'Envíanos un Mensaje': the message form. Sending opens WhatsApp with the message written
 * (contactMessage.ts) and clears the form; without JavaScript the form itself goes to the chat.
 */
export function ContactForm() {
  const [form, setForm] = useState<ContactMessage>(EMPTY_CONTACT_MESSAGE);
  const formRef = useRef<HTMLFormElement>(null);

  // What the fields hold when the page comes to life (typed while it loaded, or put back by the
  // browser on Back) is the form's state from then on: shown, counted and sent, never wiped.
  useEffect(() => {
    const fields = formRef.current;
    if (!fields) return;
    const valueOf = (field: keyof typeof FIELD_ID) =>
      fields.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`#${FIELD_ID[field]}`)?.value ??
      '';
    const service = valueOf('service');
    setForm((f) => ({
      name: valueOf('name') || f.name,
      email: valueOf('email') || f.email,
      phone: valueOf('phone') || f.phone,
      service: isServiceValue(service) ? service : f.service,
      message: valueOf('message').slice(0, MESSAGE_MAX_LENGTH) || f.message,
    }));
  }, []);

  const update = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setForm((f) => ({ ...f, [field]: value }));
  };

  const onServiceChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.target;
    if (isServiceValue(value)) setForm((f) => ({ ...f, service: value }));
  };

  // The browser's native required / e-mail checks run before this is called.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = buildContactMessage(form);
    // The alert first: a tab opened before it comes to the front, and Chromium then closes the alert
    // of the tab left behind (in about 1 send of 14, measured). The chat opens once it is closed.
    showAlert(CONTACT_SENT_ALERT);
    openWhatsAppOrGo(message);
    setForm(EMPTY_CONTACT_MESSAGE);
  };

  return (
    // No accessible name on the section: named by its heading it would be a region called "Envíanos
    // un Mensaje", which a lookup of the 'Mensaje' field by its label finds as well.
    <section css={formPanelCss}>
      <h2 id="formulario-titulo" css={css({ margin: 0, fontSize: font.size.xxl })}>
        Envíanos un Mensaje
      </h2>
      <p css={css({ margin: `${space.xs} 0 ${space.lg}`, color: colors.muted })}>
        Los campos marcados con * son obligatorios.
      </p>
      {/* Without JavaScript the form still reaches the chat: the message goes as wa.me's text parameter.
          A 'contact' purchase intent when it is sent (the submit event: after the browser's checks), never its values. */}
      <form
        ref={formRef}
        {...intent('contact')}
        action={whatsappUrl()}
        method="get"
        target="_blank"
        onSubmit={onSubmit}
        css={css({ display: 'grid', gap: space.md })}
      >
        <div css={css({ display: 'grid', gap: space.md, [mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
          <div css={fieldCss}>
            <label htmlFor={FIELD_ID.name} css={labelCss}>
              Nombre Completo *
            </label>
            <input
              id={FIELD_ID.name}
              type="text"
              autoComplete="name"
              required
              maxLength={100}
              value={form.name}
              onChange={update('name')}
              css={controlCss}
            />
          </div>
          <div css={fieldCss}>
            <label htmlFor={FIELD_ID.email} css={labelCss}>
              Correo Electrónico *
            </label>
            <input
              id={FIELD_ID.email}
              type="email"
              autoComplete="email"
              required
              maxLength={100}
              value={form.email}
              onChange={update('email')}
              css={controlCss}
            />
          </div>
          <div css={fieldCss}>
            <label htmlFor={FIELD_ID.phone} css={labelCss}>
              Teléfono
            </label>
            <input
              id={FIELD_ID.phone}
              type="tel"
              autoComplete="tel"
              maxLength={20}
              value={form.phone}
              onChange={update('phone')}
              css={controlCss}
            />
          </div>
          <div css={fieldCss}>
            <label htmlFor={FIELD_ID.service} css={labelCss}>
              Servicio de Interés
            </label>
            <select id={FIELD_ID.service} value={form.service} onChange={onServiceChange} css={controlCss}>
              {SERVICE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div css={fieldCss}>
          <label htmlFor={FIELD_ID.message} css={labelCss}>
            Mensaje *
          </label>
          <textarea
            id={FIELD_ID.message}
            name="text"
            required
            rows={6}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-describedby="contacto-mensaje-contador"
            placeholder="Cuéntanos qué necesitas: producto, cantidad y fecha de entrega."
            value={form.message}
            onChange={update('message')}
            css={[controlCss, css({ resize: 'vertical', minHeight: 140 })]}
          />
          <p id="contacto-mensaje-contador" css={[noteCss, css({ margin: 0, textAlign: 'right' })]}>
            {messageCounterText(form.message)}
          </p>
        </div>
        <div>
          <Button type="submit">Enviar Mensaje</Button>
          <p css={[noteCss, css({ margin: `${space.sm} 0 0` })]}>
            Al enviar se abrirá WhatsApp con tu mensaje listo para mandarlo.
          </p>
        </div>
      </form>
    </section>
  );
}
