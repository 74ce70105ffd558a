import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { collectFieldData } from '../../telemetry/testing';
import { buildContactMessage } from './contactMessage';
import { ContactPage } from './ContactPage';

const field = {
  name: () => screen.getByLabelText('Nombre Completo *') as HTMLInputElement,
  email: () => screen.getByLabelText('Correo Electrónico *') as HTMLInputElement,
  phone: () => screen.getByLabelText('Teléfono') as HTMLInputElement,
  service: () => screen.getByLabelText('Servicio de Interés') as HTMLSelectElement,
  message: () => screen.getByLabelText('Mensaje *') as HTMLTextAreaElement,
};

describe('ContactPage', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    // A tab the browser opened (null would mean a blocked one: the form then goes to the chat here).
    open = jest.spyOn(window, 'open').mockImplementation(() => ({ opener: null }) as Window);
  });
  afterEach(() => open.mockRestore());

  it("has the hero h1 'CONTÁCTANOS', h2 sections and no <main> of its own", () => {
    const { container } = render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CONTÁCTANOS');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Información de Contacto',
      'Envíanos un Mensaje',
      'Nuestra Ubicación',
    ]);
    expect(container.querySelector('main')).toBeNull();
  });

  it('shows phone with opening hours, e-mail as a mailto link and the location', () => {
    render(<ContactPage />);
    expect(screen.getByRole('link', { name: '(809) 555-0100' })).toHaveAttribute('href', 'tel:+18095550100');
    expect(screen.getByText('Lunes a Viernes')).toBeInTheDocument();
    expect(screen.getByText('8:00 - 16:00')).toBeInTheDocument();
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    // jsdom names a link with a <wbr> in it with a space there (Chromium does not: the e2e
    // contact spec looks the link up by its exact name), so here: its text and its address.
    const mail = screen.getByRole('link', { name: /^ventas@/ });
    expect(mail).toHaveTextContent(/^ventas@estampard\.example$/);
    expect(mail).toHaveAttribute('href', 'mailto:ventas@estampard.example');
    expect(screen.getAllByText('Los Mina, Santo Domingo Este, República Dominicana').length).toBeGreaterThan(0);
  });

  it("has 'Chatear Ahora' opening the chat in a new tab, which it tells as its description, not its name", () => {
    render(<ContactPage />);
    const chat = screen.getByRole('button', { name: 'Chatear Ahora' });
    expect(chat).toHaveAccessibleDescription('se abre en una pestaña nueva');
    expect(chat).toHaveAttribute('href', 'https://wa.me/18095550100');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Abrir en Google Maps' })).toHaveAccessibleDescription(
      'se abre en una pestaña nueva',
    );
  });

  it('shows the social networks as icons', () => {
    render(<ContactPage />);
    const social = screen.getByRole('list', { name: 'Redes sociales' });
    expect(within(social).getAllByRole('listitem')).toHaveLength(3);
  });

  it('has the form fields with their types and native required checks', () => {
    render(<ContactPage />);
    const form = field.name().closest('form') as HTMLFormElement;
    expect(form.noValidate).toBe(false);
    expect(field.name()).toBeRequired();
    expect(field.email()).toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.phone()).not.toBeRequired();
    expect(field.phone()).toHaveAttribute('type', 'tel');
    expect(field.service()).not.toBeRequired();
    expect(field.message()).toBeRequired();
    expect(field.message()).toHaveAttribute('maxLength', '500');
    expect(form.checkValidity()).toBe(false);
  });

  it('offers the service options with the values of docs/product-rules.md#catalogue, placeholder selected', () => {
    render(<ContactPage />);
    const options = within(field.service()).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Selecciona un servicio'],
      ['uniformes', 'Uniformes Deportivos'],
      ['productos', 'Productos Personalizados'],
      ['sublimacion', 'Sublimación'],
      ['dtf', 'DTF'],
      ['serigrafia', 'Serigrafía'],
      ['otros', 'Otros'],
    ]);
    expect(field.service()).toHaveValue('');
  });

  it('counts the message characters live: N/500 caracteres', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    expect(screen.getByText('0/500 caracteres')).toBeInTheDocument();
    await user.type(field.message(), 'Hola mundo');
    expect(screen.getByText('10/500 caracteres')).toBeInTheDocument();
    expect(field.message()).toHaveAccessibleDescription('10/500 caracteres');
  });

  it('does not submit while required fields are empty or the e-mail is invalid', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }));
    expect(open).not.toHaveBeenCalled();
    expect(window.alert).not.toHaveBeenCalled();
    await user.type(field.name(), 'Ana');
    await user.type(field.email(), 'no-es-correo');
    await user.type(field.message(), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }));
    expect(field.email()).toBeInvalid();
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps and sends what was typed before the page came to life (or put back by the browser on Back)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactPage />);
    document.body.append(container);
    try {
      // The prerendered fields, filled before hydration.
      const typed = (id: string, value: string) => {
        (container.querySelector(`#${id}`) as HTMLInputElement).value = value;
      };
      typed('contacto-nombre', 'Ana Early');
      typed('contacto-correo', 'ana@example.com');
      typed('contacto-mensaje', 'Quiero 20 camisetas DTF');
      await act(async () => {
        hydrateRoot(container, <ContactPage />);
      });
      expect(screen.getByText('23/500 caracteres')).toBeInTheDocument();
      await userEvent.setup().type(field.phone(), '8');
      expect(field.name().value).toBe('Ana Early');
      expect(field.message().value).toBe('Quiero 20 camisetas DTF');
      await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar Mensaje' }));
      const text = decodeURIComponent(String(open.mock.calls[0][0]).split('?text=')[1]);
      for (const part of ['Ana Early', 'ana@example.com', 'Teléfono: 8', 'Quiero 20 camisetas DTF'])
        expect(text).toContain(part);
    } finally {
      container.remove();
    }
  });

  it('on submit alerts, then opens WhatsApp with the composed message, and clears the form', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await user.type(field.name(), 'Ana Pérez');
    await user.type(field.email(), 'ana@example.com');
    await user.type(field.phone(), '809-555-1234');
    await user.selectOptions(field.service(), 'dtf');
    await user.type(field.message(), 'Necesito 30 camisetas para mi equipo.');

    const order: string[] = [];
    const tab = { opener: {} as unknown };
    open.mockImplementation(() => {
      order.push('open');
      return tab as Window;
    });
    (window.alert as jest.Mock).mockImplementation(() => order.push('alert'));

    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }));

    const expected = buildContactMessage({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      phone: '809-555-1234',
      service: 'dtf',
      message: 'Necesito 30 camisetas para mi equipo.',
    });
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0];
    expect(url).toBe(`https://wa.me/18095550100?text=${encodeURIComponent(expected)}`);
    const text = decodeURIComponent(String(url).split('?text=')[1]);
    ['Ana Pérez', 'ana@example.com', '809-555-1234', 'Servicio: DTF', 'Necesito 30 camisetas para mi equipo.'].forEach(
      (part) => expect(text).toContain(part),
    );
    expect(target).toBe('_blank');
    expect(features).toBeUndefined();
    expect(tab.opener).toBeNull(); // cut from this page at once

    expect(window.alert).toHaveBeenCalledWith('¡Mensaje enviado! Nos pondremos en contacto contigo pronto.');
    expect(order).toEqual(['alert', 'open']);

    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.phone()).toHaveValue('');
    expect(field.service()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(screen.getByText('0/500 caracteres')).toBeInTheDocument();
  });

  it("counts a sent message as a 'contact' purchase intent (field data), never what was typed", async () => {
    window.history.replaceState({}, '', '/contacto');
    const rum = collectFieldData();
    try {
      const user = userEvent.setup();
      render(<ContactPage />);
      await user.type(field.name(), 'Ana Pérez');
      await user.type(field.message(), 'Necesito 30 camisetas.');
      await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' })); // no e-mail yet: not sent
      await user.type(field.email(), 'ana@example.com');
      await user.click(screen.getByRole('button', { name: 'Enviar Mensaje' }));
      expect(open).toHaveBeenCalledTimes(1);
      rum.leave();
      const beacons = await rum.beacons();
      expect(beacons.flatMap((b) => b.events).filter((e) => e.type === 'intent')).toEqual([
        { type: 'intent', app: 'shell', release: 'dev', name: 'contact', item: '/contacto' },
      ]);
      for (const typed of ['Ana', 'camisetas', 'ana@example.com']) expect(JSON.stringify(beacons)).not.toContain(typed);
    } finally {
      rum.stop();
      window.history.replaceState({}, '', '/');
    }
  });

  it('still reaches the chat without JavaScript: the form targets wa.me with the message as text', () => {
    render(<ContactPage />);
    const form = field.name().closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('action', 'https://wa.me/18095550100');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('target', '_blank');
    expect(field.message()).toHaveAttribute('name', 'text');
    // Only the message is sent as a query parameter.
    expect(form.querySelectorAll('[name]')).toHaveLength(1);
  });

  it("ends with 'Nuestra Ubicación': the address and a link to the map (the frame loads later: ContactMap.test)", () => {
    const real = window.IntersectionObserver;
    // A browser where the map never comes near the screen.
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    render(<ContactPage />);
    window.IntersectionObserver = real;
    const section = screen.getByRole('region', { name: 'Nuestra Ubicación' });
    expect(within(section).getAllByText(/Los Mina, Santo Domingo Este, República Dominicana/).length).toBeGreaterThan(
      0,
    );
    expect(within(section).getByRole('link', { name: /^Abrir en Google Maps/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    );
  });
});
