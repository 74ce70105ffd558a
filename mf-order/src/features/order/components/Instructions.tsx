import { css } from '@emotion/react';
import { BUSINESS } from '@estampa/shared/business/identity';
import { Section } from '@estampa/shared/ui/Section';
import { colors, font, space } from '@estampa/shared/theme/theme';

const steps = [
  'Completa los datos del cliente: el nombre y el teléfono son obligatorios; el correo es opcional.',
  'Elige la configuración general: si el dorsal va también adelante y si quieres el fondo de un color distinto al del modelo.',
  'Agrega cada jugador con su apellido o nombre de chaqueta, número (no se puede repetir), talla y patrocinador si lo tiene. También puedes pegar la lista desde una hoja de cálculo.',
  'Pulsa “Descargar Pedido”: se guarda un archivo listo para imprimir con todos los datos del pedido.',
  `Envíanos el archivo por WhatsApp al ${BUSINESS.phoneDisplay} o al correo ${BUSINESS.email} para confirmar precio y fecha de entrega.`,
];

/** The order page's instruction text; part of the prerendered frame. */
export function Instructions() {
  return (
    <Section labelledBy="pedido-instrucciones">
      <h2 id="pedido-instrucciones" css={css({ margin: `0 0 ${space.md}`, fontSize: font.size.xxl })}>
        Cómo hacer tu pedido
      </h2>
      <ol
        css={css({
          margin: 0,
          paddingLeft: '1.4rem',
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: space.sm,
          maxWidth: 820,
          color: colors.inkSoft,
          fontSize: font.size.lg,
        })}
      >
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p css={css({ margin: `${space.lg} 0 0`, color: colors.muted, maxWidth: 820 })}>
        Tu lista se guarda en este navegador para este modelo, así no la pierdes si recargas o cierras la página. Pulsa
        “Vaciar pedido” para empezar de nuevo.
      </p>
    </Section>
  );
}
