import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { BUSINESS, fullAddress, shortAddress } from '@estampa/shared/business/identity';
import { colors, radius, space } from '@estampa/shared/theme/theme';
import { Button } from '@estampa/shared/ui/Button';
import { MapPinIcon } from '@estampa/shared/ui/icons';
import { useHydrated } from '../common/useHydrated';
import { useNewTabHint } from '../common/useNewTabHint';
import { MAP_NEAR_MARGIN, browserMapLoadConditions, mayLoadMapWhenNear } from './mapLoading';
import { textLinkCss } from './contactStyles';

export const MAP_TITLE = `Mapa de ubicación de ${BUSINESS.name} en ${shortAddress}`;
export const MAP_HEIGHT = 400;

// The frame fills the box; the placeholder lies over it until the map is asked for, so nothing
// moves when it goes.
const boxCss = css({
  display: 'block',
  width: '100%',
  height: MAP_HEIGHT,
  border: 0,
  borderRadius: radius.lg,
  background: colors.surfaceAlt,
  overflow: 'hidden',
});
const stackCss = css({ position: 'relative' });
const overCss = css({ position: 'absolute', inset: 0 });

const placeholderCss = css({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.md,
  padding: space.lg,
  textAlign: 'center',
  color: colors.ink,
  '& p': { margin: 0 },
  '& svg': { color: colors.primary },
  // Without JavaScript the button could do nothing: it keeps its room but stays out of sight
  // (and out of the tab order) until the page is hydrated.
  '& [data-ready="false"]': { visibility: 'hidden' },
});

/**
 * The business's location on a map. The map is a third-party frame: the page has its <iframe>
 * (loading="lazy") from the start, but its address is only set when the visitor scrolls near it
 * (mapLoading.ts) or presses 'Cargar mapa': the browser's own lazy loading would fetch it with the
 * page on a desktop, where it sits less than a screen below the fold. Until then the empty frame is
 * hidden from assistive technology, and a placeholder over it shows the address and a plain link to
 * the map, which is all there is without JavaScript or without a connection.
 */
export function ContactMap() {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  const [focusFrame, setFocusFrame] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const newTab = useNewTabHint();

  useEffect(() => {
    const box = boxRef.current;
    if (loaded || !box) return undefined;
    // Without IntersectionObserver the frame gets its address at once; its own loading="lazy" defers it.
    if (typeof IntersectionObserver !== 'function') {
      const timer = setTimeout(() => setLoaded(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && mayLoadMapWhenNear(browserMapLoadConditions())) setLoaded(true);
      },
      { rootMargin: MAP_NEAR_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [loaded]);

  // Loaded with the button: focus goes to the frame that replaced it, not back to the page's start.
  useEffect(() => {
    if (loaded && focusFrame) frameRef.current?.focus();
  }, [loaded, focusFrame]);

  return (
    <div css={stackCss}>
      <iframe
        ref={frameRef}
        title={MAP_TITLE}
        src={loaded ? BUSINESS.map.embedUrl : undefined}
        loading="lazy"
        width={1200}
        height={MAP_HEIGHT}
        referrerPolicy="no-referrer-when-downgrade"
        aria-hidden={loaded ? undefined : true}
        tabIndex={loaded ? undefined : -1}
        css={boxCss}
      />
      {!loaded && (
        <div ref={boxRef} css={[boxCss, placeholderCss, overCss]} data-map-placeholder="">
          <MapPinIcon size={40} />
          <p>
            <strong>{BUSINESS.name}</strong>
            <br />
            {fullAddress}
          </p>
          <Button
            variant="secondary"
            data-ready={String(hydrated)}
            onClick={() => {
              setFocusFrame(true);
              setLoaded(true);
            }}
          >
            Cargar mapa
          </Button>
          <a
            href={BUSINESS.map.placeUrl}
            target="_blank"
            rel="noopener noreferrer"
            {...newTab.describedBy}
            css={textLinkCss}
          >
            Abrir en Google Maps
            {newTab.hint}
          </a>
        </div>
      )}
    </div>
  );
}
